import type { QueueConfig } from '@pug/domain';
import type { Middleware } from 'koa';
import { describeQueue, type QueueStateSource } from './queue-state.ts';

/** GET /api/queues: every configured queue with its live lobby state. */
export function getQueues(queues: readonly QueueConfig[], stateOf?: QueueStateSource): Middleware {
  return async (ctx) => {
    const views = await Promise.all(queues.map(async (config) => describeQueue(config, stateOf ? await stateOf(config.name) : undefined)));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = views;
  };
}
