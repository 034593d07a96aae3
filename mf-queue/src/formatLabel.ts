import { formatDisplayName, type QueueConfig } from '@pug/domain';

/** A queue's tab label: its format and region ("Sixes · NA"). */
export function formatLabel(queue: Pick<QueueConfig, 'format' | 'region'>): string {
  return `${formatDisplayName(queue.format)} · ${queue.region.toUpperCase()}`;
}
