import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import * as s from './ScrollArea.css.ts';

export type ScrollAreaProps = {
  /** Height in px beyond which the content scrolls (docs/product.md "Constants": the seasons list is 250). */
  maxHeight: number;
  /** Names the region for screen readers; it is focusable so the keyboard can scroll it. */
  label: string;
  children: ReactNode;
};

/** A vertically scrolling region with a maximum height, reachable by keyboard. */
export function ScrollArea({ maxHeight, label, children }: ScrollAreaProps) {
  if (!Number.isFinite(maxHeight) || maxHeight <= 0) throw new Error(`ScrollArea maxHeight must be a positive number (got ${maxHeight})`);
  return (
    // A scrolling region is focusable so the keyboard can scroll it.
    <div role="region" aria-label={label} tabIndex={0} className={s.area} style={assignInlineVars({ [s.maxHeightVar]: `${maxHeight}px` })}>
      {children}
    </div>
  );
}
