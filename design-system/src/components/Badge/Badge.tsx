import type { ReactNode } from 'react';
import { cx } from '../Box/Box.tsx';
import { badge, badgeTone, divisionTone } from './Badge.css.ts';

export type BadgeTone = keyof typeof badgeTone;
export type Division = 'NEW' | 'NC' | 'AM' | 'IM' | 'MAIN' | 'ADV' | 'INV';
export const DIVISIONS: readonly Division[] = ['NEW', 'NC', 'AM', 'IM', 'MAIN', 'ADV', 'INV'];

export type BadgeProps = {
  /** Badge text; defaults to the division shorthand when `division` is given. */
  children?: ReactNode;
  tone?: BadgeTone;
  /** Colours the badge by league division (takes precedence over `tone`). */
  division?: Division;
  title?: string;
  className?: string;
};

/** A small pill label: a tone, or one distinct colour per division. */
export function Badge({ children, tone = 'neutral', division, title, className }: BadgeProps) {
  if (division !== undefined && !DIVISIONS.includes(division)) {
    throw new Error(`Unknown division "${String(division)}": expected one of ${DIVISIONS.join(', ')}`);
  }
  const content = children ?? division;
  return (
    <span title={title} data-division={division} className={cx(badge, division ? divisionTone[division] : badgeTone[tone], className)}>
      {content}
    </span>
  );
}
