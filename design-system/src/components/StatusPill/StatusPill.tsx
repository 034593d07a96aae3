import type { MouseEvent } from 'react';
import * as s from './StatusPill.css.ts';

export type StatusPillProps = {
  href: string;
  /** Short, always shown: "10/12". */
  count: string;
  /** Shown from 768 px up: "Queued · Sixes · Medic". */
  detail: string;
  /** The link's accessible name (it says everything, on a phone too). */
  label: string;
  /** A router's navigation instead of a page load (call `event.preventDefault()`). */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** A pill in the header that says where the player is and leads there: a queue they wait in. */
export function StatusPill({ href, count, detail, label, onNavigate }: StatusPillProps) {
  return (
    <a href={href} className={s.pill} aria-label={label} title={label} onClick={onNavigate}>
      <span className={s.count}>{count}</span>
      <span className={s.detail}>{detail}</span>
    </a>
  );
}
