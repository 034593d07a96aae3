/** `pug/started`: a server of the pug's region is claimed and configured, and recorded on the pug. */
import type { Format } from '@pug/domain';
import type { FeatureContext } from '../framework/feature.ts';
import type { PugResults } from '../pugs/index.ts';
import type { GameServers } from './game-servers.ts';

export function assignServerOnPugStart(ctx: FeatureContext, service: GameServers, results: PugResults): void {
  const formats = new Map<string, Format>(ctx.config.queues.map((q) => [q.name, q.format]));
  ctx.events.on('pug/started', 'servers/on-pug-started', async ({ pug }) => {
    const format = formats.get(pug.queueName);
    if (!format) return void ctx.logger.error({ pugId: pug._id, queueName: pug.queueName }, 'pug of an unknown queue');
    const server = await service.assign({ _id: pug._id, queueName: pug.queueName, map: pug.map, format, ...(pug.number ? { number: pug.number } : {}) });
    if (server) await results.setServer(pug._id, server._id);
  });
}
