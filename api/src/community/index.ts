/**
 * Where the community lives (issue 22): the Discord bot, which posts and edits messages in the
 * queue and admin channels from the event catalogue (off without DISCORD_BOT_TOKEN), and the pugs'
 * voice links (off without MUMBLE_URL), which the game servers' GET /api/pugCreds answers with.
 */
import { playersPerPug, type Pug, type SteamId } from '@pug/domain';
import type { AppConfig } from '../config.ts';
import type { Feature, FeatureContext } from '../framework/feature.ts';
import { discordBot } from './discord-bot.ts';
import { DiscordOutbox, OUTBOX_TIMINGS, type OutboxTimings } from './discord-outbox.ts';
import { postAdminNotices } from './on-admin-notified.ts';
import { postQueueCloseToFull } from './on-lobby-changed.ts';
import { editPugFinished } from './on-pug-finished.ts';
import { postPugStarted } from './on-pug-started.ts';
import { editSubFound } from './on-sub-accepted.ts';
import { postSubNeeded } from './on-sub-requested.ts';
import { voiceLinkOf, type VoiceLink } from './voice-link.ts';

/** A seated player's team voice channel, for GET /api/pugCreds (features.ts hands it to the game servers); undefined without MUMBLE_URL. */
export function communityVoiceLink(config: AppConfig): ((pug: Pug, steamid: SteamId) => VoiceLink | null) | undefined {
  const { mumbleUrl, voiceKey } = config.community;
  return mumbleUrl && voiceKey ? (pug, steamid) => voiceLinkOf({ mumbleUrl, key: voiceKey }, pug, steamid) : undefined;
}

/** `timings`: the bot's sweep, backoff and timeouts (tests pass short ones). */
export function communityFeature(ctx: FeatureContext, timings: Partial<OutboxTimings> = {}): Feature {
  const { config, collections, logger, now, events } = ctx;
  const botConfig = config.community.discordBot;
  if (!botConfig) return { name: 'community' };

  const outbox = new DiscordOutbox({ collections, logger, now }, { apiUrl: botConfig.apiUrl, token: botConfig.token }, { ...OUTBOX_TIMINGS, ...timings });
  const bot = discordBot(botConfig, outbox, collections, config.queues);
  const seats = new Map(config.queues.map((q) => [q.name, playersPerPug(q)]));
  postQueueCloseToFull(events, bot);
  postPugStarted(events, bot, (queueName) => seats.get(queueName) ?? 0);
  postSubNeeded(events, bot);
  editSubFound(events, bot);
  editPugFinished(events, bot);
  if (botConfig.adminChannelId) postAdminNotices(events, bot, botConfig.adminChannelId);
  return {
    name: 'community',
    start: () => {
      outbox.start();
      return Promise.resolve();
    },
    stop: () => outbox.stop(),
  };
}
