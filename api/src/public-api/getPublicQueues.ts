/** GET /api/v1/queues: each queue's lobby now: its phase, role slots and who is queued in which role. */
import { idleQueueWire, publicNoQuerySchema, publicQueuesSchema, type Queue, type QueueConfig } from '@pug/domain';
import type { Middleware } from 'koa';
import { parseWith } from '../framework/validate.ts';

export type QueueStateOf = (queueName: string) => Promise<Queue | undefined> | Queue | undefined;

export function getPublicQueues(queues: readonly QueueConfig[], stateOf: QueueStateOf | undefined): Middleware {
  return async (ctx) => {
    parseWith(publicNoQuerySchema, ctx.query, 'query');
    const listed = await Promise.all(
      queues.map(async (config) => {
        const state = (await stateOf?.(config.name)) ?? idleQueueWire(config);
        return {
          name: config.name,
          format: config.format,
          region: config.region,
          phase: state.phase,
          roles: config.roles.map((r) => ({ role: r.role, perTeam: r.perTeam })),
          playersByRole: state.playersByRole,
          playerCount: Object.keys(state._queuePlayers).length,
        };
      }),
    );
    ctx.body = publicQueuesSchema.parse({ queues: listed });
  };
}
