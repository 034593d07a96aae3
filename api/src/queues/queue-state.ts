import { idleQueueWire, playersPerPug, type Queue, type QueueConfig, type QueuesResponse } from '@pug/domain';

/** GET /api/queues item: the queue's configuration, players a pug needs, and its live lobby state. */
export type QueueView = QueuesResponse[number];

/** Where live lobby state comes from; absent (or answering undefined) means an idle lobby. */
export type QueueStateSource = (queueName: string) => Promise<Queue | undefined> | Queue | undefined;

/** The wire state of a lobby nobody has joined (the domain's rule). */
export const emptyQueueState = idleQueueWire;

export function describeQueue(config: QueueConfig, state: Queue | undefined): QueueView {
  return { ...config, playersNeeded: playersPerPug(config), state: state ?? emptyQueueState(config) };
}
