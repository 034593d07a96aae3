import type { QueueConfig } from '@pug/domain';

const FORMAT_NAMES: Record<QueueConfig['format'], string> = {
  SIXES: 'Sixes',
  HIGHLANDER: 'Highlander',
  PROLANDER: 'Prolander',
};

/** A queue's tab label: its format, and its region when it is not the only one. */
export function formatLabel(queue: Pick<QueueConfig, 'format' | 'region' | 'name'>): string {
  return `${FORMAT_NAMES[queue.format]} · ${queue.region.toUpperCase()}`;
}
