import type { HTMLAttributes } from 'react';
import { cx } from '../Box/Box.tsx';
import * as s from './Tiles.css.ts';

export type TilesProps = HTMLAttributes<HTMLDivElement> & {
  /** Fewer, wider tiles (each at least 300px) stretched to fill the row, e.g. a pug's two teams. */
  wide?: boolean;
};

/**
 * Equal-width tiles in as many columns as fit (each at least 240px); on a phone one column, each
 * tile full width. For a lobby's class cards and similar card lists.
 */
export function Tiles({ className, wide = false, ...rest }: TilesProps) {
  return <div {...rest} className={cx(s.tiles, wide && s.wide, className)} />;
}
