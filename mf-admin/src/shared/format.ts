import { formatDisplayName, type Format } from '@pug/domain';

/** A date and time as admins read it (the browser's locale and zone). */
export function formatDateTime(ms: number | null | undefined): string {
  if (ms == null) return '–';
  return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A date and time short enough for one line of a table cell: the time alone today ("21:30"), the
 * day and time this year ("24 Nov, 21:30"), the day with its year before. The full date goes in
 * the cell's title (`When`).
 */
export function formatCompactDateTime(ms: number, now: number = Date.now()): string {
  const date = new Date(ms);
  const today = new Date(now);
  const time = date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  if (date.toDateString() === today.toDateString()) return time;
  if (date.getFullYear() === today.getFullYear()) return `${date.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })}, ${time}`;
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** The formats of a map as a short list ('Sixes, Prolander'). */
export function formatList(formats: readonly Format[]): string {
  return formats.map((f) => formatDisplayName(f)).join(', ');
}

/** A short note of what a player did wrong, from a report, for a ban's reason (at most 500 characters). */
export function reasonFromReport(category: string, description: string): string {
  return `${category}: ${description}`.slice(0, 500);
}
