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
  const changed = () => online.changed();
  return {
    name: 'online',
    routes(mount) {
      mount('online', getOnline(ctx.collections, online));
    },
    onSocket(socket) {
      if (!socket.data.steamid) return;
      online.changed();
      // One listener for every socket: none of its own.
      socket.on('disconnect', changed);
    },
    stop() {
      online.stop();
      return Promise.resolve();
    },
  };
}
