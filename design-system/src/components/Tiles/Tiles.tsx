import type { HTMLAttributes } from 'react';
import { cx } from '../Box/Box.tsx';
import * as s from './Tiles.css.ts';

export type TilesProps = HTMLAttributes<HTMLDivElement>;

/**
 * Equal-width tiles in as many columns as fit (each at least 240px); on a phone one column, each
 * tile full width. For a lobby's class cards and similar card lists.
 */
export function Tiles({ className, ...rest }: TilesProps) {
  return <div {...rest} className={cx(s.tiles, className)} />;
}
