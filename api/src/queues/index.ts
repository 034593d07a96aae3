import type { Router } from '@koa/router';
import type { QueueConfig } from '@pug/domain';
import { getQueues } from './getQueues.ts';
import type { QueueStateSource } from './queue-state.ts';

export type { QueueStateSource } from './queue-state.ts';
export { queuesFeature } from './feature.ts';
/** The queue routes. */
export function queueRoutes(router: Router, deps: { queues: readonly QueueConfig[]; stateOf?: QueueStateSource }): void {
  router.get('/api/queues', getQueues(deps.queues, deps.stateOf));
}
