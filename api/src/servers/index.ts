/**
 * Game servers (issue 6): registry, status, assignment + RCON configuration, the UDP log feed,
 * connect credentials, logs.tf. `serversFeature(ctx, pugResults, options)` builds it (features.ts
 * passes the pugs feature's result feed); tests pass short timings and a local logs.tf. The
 * service is reachable as `feature.service`.
 */
import type { Feature, FeatureContext } from '../framework/feature.ts';
import type { PugResults } from '../pugs/index.ts';
import { DEFAULT_GAME_SERVER_OPTIONS, GameServers, type GameServerOptions } from './game-servers.ts';
import { assignServerOnPugStart } from './on-pug-started.ts';
import { releaseServerOnPugEnd } from './on-pug-ended.ts';
import { rotatePasswordOnSub } from './on-sub-accepted.ts';
import { kickBannedPlayer } from './on-player-banned.ts';
import type { VoiceLinkOf } from './getPugCreds.ts';
import { serverRoutes } from './routes.ts';
import { announceServer } from './server-info.ts';
import { ADMIN_ROOM, ServerLogBook } from './server-log.ts';
import { StatusPoller, type StatusDeps } from './status.ts';

export interface ServersFeatureOptions extends Partial<GameServerOptions> {
  /** A2S timeout per try (default 2000 ms). */
  queryTimeoutMs?: number;
  /** A seated player's voice channel in GET /api/pugCreds (features.ts passes the community feature's). */
  voiceLink?: VoiceLinkOf | undefined;
}

export interface ServersFeature extends Feature {
  service: GameServers;
  poller: StatusPoller;
}

/**
 * `results`: the pugs feature's result feed; the servers claim a server for each of its pugs and
 * answer its players' GET /api/pugCreds. `null` only on a test site without pugs (servers/testing.ts).
 */
export function serversFeature(ctx: FeatureContext, results: PugResults | null, options: ServersFeatureOptions = {}): ServersFeature {
  const { config, collections, logger, realtime, io, now, events } = ctx;
  const logBook = new ServerLogBook(collections, io, now);
  const regions = new Map(config.queues.map((q) => [q.name, q.region]));
  const service = new GameServers(
    {
      collections,
      logger,
      realtime,
      events,
      logBook,
      now,
      logHost: config.servers.logHost,
      logPort: config.servers.logPort,
      bindHost: config.host,
      regionOf: (queueName) => regions.get(queueName) ?? config.queues[0]?.region ?? 'na',
      adminSteamids: config.auth.adminSteamids,
      serveme: config.servers.serveme,
      announceServer: (doc) => announceServer(io, collections, doc, config.servers.serverInfo),
    },
    {
      ...DEFAULT_GAME_SERVER_OPTIONS,
      logsTfApiKey: config.servers.logsTfApiKey,
      logsTfUrl: config.servers.logsTfUrl,
      noServerWaitMs: config.servers.noServerWaitMs,
      liveSilenceMs: config.servers.liveSilenceMs,
      liveMaxMs: config.servers.liveMaxMs,
      joinDeadlineMs: config.servers.joinDeadlineMs,
      ...options,
    },
  );
  const status: StatusDeps = { collections, logBook, emitServer: (id) => service.emitServer(id), queryTimeoutMs: options.queryTimeoutMs ?? 2000 };
  releaseServerOnPugEnd(events, service);
  if (results) {
    assignServerOnPugStart(ctx, service, results);
    rotatePasswordOnSub(events, service);
    kickBannedPlayer(events, collections, service);
  }
  const poller = new StatusPoller(
    status,
    config.servers.pollMs,
    async () => {
      await service.assignWaiting();
      await service.watchLivePugs();
    },
    (err) => logger.error({ err }, 'server status poll failed'),
  );

  const feature: ServersFeature = {
    name: 'servers',
    service,
    poller,
    routes: (router) =>
      serverRoutes(router, {
        collections,
        service,
        status,
        now,
        results,
        voiceLink: options.voiceLink,
        serverInfo: config.servers.serverInfo,
        joinDeadlineMs: options.joinDeadlineMs ?? config.servers.joinDeadlineMs,
      }),
    onSocket: (socket) => {
      if ((socket.data as { isAdmin?: boolean }).isAdmin) void socket.join(ADMIN_ROOM);
    },
    start: async () => {
      await service.start();
      poller.start();
    },
    stop: async () => {
      await poller.stop();
      await service.stop();
    },
  };
  return feature;
}
