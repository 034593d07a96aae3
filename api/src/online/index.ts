/**
 * Who is here (domain contracts/online.ts): the count of players with a page open, once per player
 * across tabs and api processes, live on every page; the names for signed-in players.
 */
import type { FeatureContext, Feature } from '../framework/feature.ts';
import { answerOnlineList } from '../framework/presence.ts';
import { getOnline } from './getOnline.ts';
import { createOnlineCount } from './online-count.ts';

export function onlineFeature(ctx: FeatureContext, options: { broadcastMs?: number } = {}): Feature {
  const online = createOnlineCount({ io: ctx.io, realtime: ctx.realtime, logger: ctx.logger, ...options });
  answerOnlineList(ctx.io);
  return {
    name: 'online',
    routes(mount) {
      mount('online', getOnline(ctx.collections, online));
    },
    onSocket(socket) {
      if (!socket.data.steamid) return;
      online.changed();
      socket.on('disconnect', () => online.changed());
    },
    stop() {
      online.stop();
      return Promise.resolve();
    },
  };
}
