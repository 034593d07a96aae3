import type { Queue, QueueConfig } from '@pug/domain';
import type { Middleware } from 'koa';
import { describeQueue, type QueueStateSource } from './queue-state.ts';

/**
 * GET /api/queues: every configured queue with its live lobby state, whose `version` is the stored
 * lobby's (a page compares it with the versions its lobby events carried).
 *
 * The answer is a snapshot serialized once and sent as bytes until a lobby's wire state changes:
 * the lobby hands out the same state object until its context changes (its own commands, a
 * reload after another process wrote it, which the lease renewal notices) or its countdown's
 * second ticks (lobby.ts `wire`), so comparing the objects by identity is the whole freshness check.
 */
export function getQueues(queues: readonly QueueConfig[], stateOf?: QueueStateSource): Middleware {
  let snapshot: { states: (Queue | undefined)[]; body: Buffer } | undefined;
  const current = async (): Promise<(Queue | undefined)[]> => {
    const states: (Queue | undefined)[] = [];
    for (const config of queues) {
      const state = stateOf?.(config.name);
      states.push(state instanceof Promise ? await state : state);
    }
    return states;
  };
  return async (ctx) => {
    const states = await current();
    if (!snapshot || states.some((state, i) => state !== snapshot!.states[i])) {
      const views = queues.map((config, i) => describeQueue(config, states[i]));
      snapshot = { states, body: Buffer.from(JSON.stringify(views)) };
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = snapshot.body;
  };
}
