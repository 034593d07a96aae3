import { yourPickOffer } from '@pug/domain';
import { announcementsFeature } from './announcements/index.ts';
import { authFeature } from './auth/index.ts';
import { chatFeature } from './chat/index.ts';
import { communityFeature, communityVoiceLink } from './community/index.ts';
import type { OutboxTimings } from './community/discord-outbox.ts';
import { discordFeature } from './discord/index.ts';
import { linkPreviewsFeature } from './link-previews/index.ts';
import { mapsFeature } from './maps/index.ts';
import { moderationFeature } from './moderation/index.ts';
import { notificationsFeature } from './notifications/index.ts';
import { onlineFeature } from './online/index.ts';
import { playersFeature } from './players/index.ts';
import { matchDayFeature } from './players/match-day-state.ts';
import { profilesFeature } from './profiles/index.ts';
import { publicApiFeature } from './public-api/index.ts';
import { seasonsFeature } from './seasons/index.ts';
import { pugsFeature } from './pugs/index.ts';
import { queuesFeature } from './queues/index.ts';
import { medicsFeature } from './medics/index.ts';
import { reliabilityFeature } from './reliability/index.ts';
import { serversFeature, type ServersFeatureOptions } from './servers/index.ts';
import { calibrationFeature } from './calibration/index.ts';
import { statisticsFeature } from './statistics/index.ts';
import type { ComposeFeatures, Feature } from './framework/feature.ts';

/**
 * The composition root: the api's capabilities, in the order they are built, their middleware runs
 * and they start (health, remotes.json and the configured queue list need no database and stay in
 * app.ts). Each gets the FeatureContext (config, store, sockets, clock, `events`) and, as named
 * arguments, the services of the features it needs: the queues get the pugs feature's PugService
 * (they create pugs). Features tell one another what happened only through the event catalogue
 * (framework/events.ts): each declares what it does with an event in its `subscriptions` block,
 * subscribed in this order (framework/reactions.ts). `npm run reactions` prints who reacts to what.
 */
export function siteFeatures(
  options: { servers?: ServersFeatureOptions; discord?: Partial<OutboxTimings>; online?: { broadcastMs?: number } } = {},
): ComposeFeatures {
  return (ctx) => {
    const auth = authFeature(ctx);
    const players = playersFeature(ctx, auth.cachedViewer);
    const moderation = moderationFeature(ctx);
    const profiles = profilesFeature(ctx);
    const seasons = seasonsFeature(ctx);
    const maps = mapsFeature(ctx);
    const statistics = statisticsFeature(ctx);
    const calibration = calibrationFeature(ctx);
    const pugs = pugsFeature(ctx);
    const queues = queuesFeature(ctx, pugs.service);
    // Each new signed-in socket gets its player's match-day state (players/match-day-state.ts).
    const matchDay = matchDayFeature(ctx, {
      lobbies: (now) => queues.lobbies.all().map((lobby) => ({ state: lobby.wire(now), offer: yourPickOffer(lobby.context(), now) })),
      livePugs: () => pugs.service.livePugs(),
    });
    const servers = serversFeature(ctx, { ...options.servers, voiceLink: communityVoiceLink(ctx) });
    const notifications = notificationsFeature(ctx);
    const discord = discordFeature(ctx);
    const community = communityFeature(ctx, options.discord);
    const announcements = announcementsFeature(ctx);
    const chat = chatFeature(ctx);
    const online = onlineFeature(ctx, options.online);
    const publicApi = publicApiFeature(ctx, { queueState: queues.queueState });
    const reliability = reliabilityFeature(ctx);
    const medics = medicsFeature(ctx);
    const linkPreviews = linkPreviewsFeature(ctx);
    const serverMetrics: Feature = {
      name: 'server-metrics',
      metrics: [
        {
          name: 'pug_log_packets_rejected_total',
          help: 'Game-server log packets dropped, by reason',
          type: 'counter',
          label: 'reason',
          read: () => servers.service.rejectedPackets,
        },
        {
          name: 'pug_log_packets_accepted_total',
          help: 'Game-server log packets taken in (the live secret from its server address), by receiver',
          type: 'counter',
          label: 'receiver',
          read: () => ({ udp: servers.service.acceptedPackets }),
        },
      ],
    };
    return [
      auth,
      players,
      moderation,
      reliability,
      medics,
      profiles,
      seasons,
      maps,
      // Its start begins the count of the pugs from before in the background (statistics/backfill.ts).
      statistics,
      calibration,
      pugs,
      queues,
      matchDay,
      servers,
      notifications,
      discord,
      community,
      announcements,
      chat,
      online,
      publicApi,
      linkPreviews,
      serverMetrics,
    ];
  };
}

/** The site as `npm start` runs it (tests pass `siteFeatures({ servers })` for short server timings). */
export const FEATURES: ComposeFeatures = siteFeatures();
