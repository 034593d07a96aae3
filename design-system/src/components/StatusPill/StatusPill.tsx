import type { MouseEvent } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as s from './StatusPill.css.ts';

export type StatusPillProps = {
  href: string;
  /** Words before the count for screen readers only: "Queued". */
  prefix: string;
  /** Short, always shown: "[10/12]". */
  count: string;
  /** Shown from 768 px up, read out at every width: "Sixes · Medic". */
  detail: string;
  /** A router's navigation instead of a page load (call `event.preventDefault()`). */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/**
 * A pill in the header that says where the player is and leads there: a queue they wait in. Its
 * accessible name is its own text ("Queued [10/12] Sixes · Medic"), so what a sighted player sees
 * is part of what a speech-input user says to follow it; a phone hides the detail from sight only.
 */
export function StatusPill({ href, prefix, count, detail, onNavigate }: StatusPillProps) {
  return (
    <a href={href} className={s.pill} title={`${prefix} ${count} ${detail}`} onClick={onNavigate}>
      <VisuallyHidden>{prefix} </VisuallyHidden>
      <span className={s.count}>{count}</span>
      <span className={s.detail}> {detail}</span>
    </a>
  );
}
