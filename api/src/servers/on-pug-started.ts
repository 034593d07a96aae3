/**
 * `pug/started`: a server of the pug's region is claimed and configured (the pugs feature records
 * it on the pug at `server/assigned`). The reaction starts the assignment and returns: an
 * assignment may wait minutes (a serveme.tf server starting), and the next pug's start, next on
 * this reaction's event line, must not wait behind it. The running assignment is GameServers' own
 * (`assign` runs one per pug); the pug's `pug/completed|ended` aborts it (GameServers.release).
 */
import type { Format } from '@pug/domain';
import type { FeatureContext } from '../framework/feature.ts';
import type { Reaction } from '../framework/reactions.ts';
import type { GameServers } from './game-servers.ts';

export function assignServerOnPugStart(ctx: FeatureContext, service: GameServers): Reaction<'pug/started'> {
  const formats = new Map<string, Format>(ctx.config.queues.map((q) => [q.name, q.format]));
  return ({ pug }) => {
    const format = formats.get(pug.queueName);
    if (!format) return void ctx.logger.error({ pugId: pug._id, queueName: pug.queueName }, 'pug of an unknown queue');
    void service
      .assign({ _id: pug._id, queueName: pug.queueName, map: pug.map, format, ...(pug.number ? { number: pug.number } : {}) })
      .catch((err: unknown) => ctx.logger.error({ err, pugId: pug._id }, 'server assignment failed'));
  };
}
