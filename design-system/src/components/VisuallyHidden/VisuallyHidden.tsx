import type { HTMLAttributes } from 'react';
import * as s from './VisuallyHidden.css.ts';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only (a live announcement, a fuller label); not shown on screen. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span {...rest} className={className ? `${s.hidden} ${className}` : s.hidden} />;
}
