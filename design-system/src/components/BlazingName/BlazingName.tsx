import type { ReactNode } from 'react';
import { cx } from '../Box/Box.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as s from './BlazingName.css.ts';

export type BlazingNameProps = {
  children: ReactNode;
  /** On a win streak (docs/product.md "Constants": 5 or more) and text effects not hidden: the name burns. */
  blazing: boolean;
  /** Said to screen readers instead of the effect ("on a 6-win streak"). */
  streakLabel?: string;
  className?: string;
};

/** A player's name, with the blazing effect of a long win streak (no motion when reduced motion is asked for). */
export function BlazingName({ children, blazing, streakLabel, className }: BlazingNameProps) {
  return (
    <span className={cx(s.name, blazing && s.blazing, className)} data-blazing={blazing || undefined}>
      {children}
      {blazing && streakLabel ? <VisuallyHidden>{` (${streakLabel})`}</VisuallyHidden> : null}
    </span>
  );
}
