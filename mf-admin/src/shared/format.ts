import { formatDisplayName, type Format } from '@pug/domain';

/** A date and time as admins read it (the browser's locale and zone). */
export function formatDateTime(ms: number | null | undefined): string {
  if (ms == null) return '–';
  return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A date and time short enough for one line of a table cell, always both (a time alone, as the
 * audit log once showed today's entries, reads as any day's): the day and time this year ("24 Nov,
 * 21:30"), with the year before ("3 Mar 2025, 09:05"). The full date goes in the cell's title (`When`).
 */
export function formatCompactDateTime(ms: number, now: number = Date.now()): string {
  const date = new Date(ms);
  const time = date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  const sameYear = date.getFullYear() === new Date(now).getFullYear();
  return `${date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) })}, ${time}`;
}

/** The formats of a map as a short list ('Sixes, Prolander'). */
export function formatList(formats: readonly Format[]): string {
  return formats.map((f) => formatDisplayName(f)).join(', ');
}

/** A short note of what a player did wrong, from a report, for a ban's reason (at most 500 characters). */
export function reasonFromReport(category: string, description: string): string {
  return `${category}: ${description}`.slice(0, 500);
}
