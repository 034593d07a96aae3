import { formatDisplayName, type Format } from '@pug/domain';

/** A date and time as admins read it (the browser's locale and zone). */
export function formatDateTime(ms: number | null | undefined): string {
  if (ms == null) return '–';
  return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The formats of a map as a short list ('Sixes, Prolander'). */
export function formatList(formats: readonly Format[]): string {
  return formats.map((f) => formatDisplayName(f)).join(', ');
}

/** A short note of what a player did wrong, from a report, for a ban's reason (at most 500 characters). */
export function reasonFromReport(category: string, description: string): string {
  return `${category}: ${description}`.slice(0, 500);
}
