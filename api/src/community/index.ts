/**
 * Where the community lives: the Discord bot, which posts and edits messages in the
 * queue and admin channels from the event catalogue (off without DISCORD_BOT_TOKEN), and the pugs'
 * voice links (off without MUMBLE_URL), which the game servers' GET /api/pugCreds answers with.
 */
import { playersPerPug, type Pug, type SteamId } from '@pug/domain';
import type { Feature, FeatureConfig, FeatureContext } from '../framework/feature.ts';
import { BOT_LINE, discordBot } from './discord-bot.ts';
import { DiscordOutbox, OUTBOX_TIMINGS, type OutboxTimings } from './discord-outbox.ts';
import { postAdminNotices } from './on-admin-notified.ts';
import { postQueueCloseToFull } from './on-lobby-changed.ts';
import { editPugFinished } from './on-pug-finished.ts';
import { postPugStarted } from './on-pug-started.ts';
import { editSubFound } from './on-sub-accepted.ts';
import { postSubNeeded } from './on-sub-requested.ts';
import { voiceLinkOf, type VoiceLink } from './voice-link.ts';

/** A seated player's team voice channel, for GET /api/pugCreds (features.ts hands it to the game servers); undefined without MUMBLE_URL. */
export function communityVoiceLink(config: FeatureConfig): ((pug: Pug, steamid: SteamId) => VoiceLink | null) | undefined {
  const { mumbleUrl, voiceKey } = config.community;
  return mumbleUrl && voiceKey ? (pug, steamid) => voiceLinkOf({ mumbleUrl, key: voiceKey }, pug, steamid) : undefined;
}

/** `timings`: the bot's sweep, backoff and timeouts (tests pass short ones). */
export function communityFeature(ctx: FeatureContext, timings: Partial<OutboxTimings> = {}): Feature {
  const { config, collections, logger, now } = ctx;
  const botConfig = config.community.discordBot;
  if (!botConfig) return { name: 'community' };

  const outbox = new DiscordOutbox({ collections, logger, now }, { apiUrl: botConfig.apiUrl, token: botConfig.token }, { ...OUTBOX_TIMINGS, ...timings });
  const bot = discordBot(botConfig, outbox, collections, config.queues);
  const seats = new Map(config.queues.map((q) => [q.name, playersPerPug(q)]));
  const finished = editPugFinished(bot);
  const admin = botConfig.adminChannelId ? postAdminNotices(bot, botConfig.adminChannelId) : null;
  return {
    name: 'community',
    // The bot's reactions share one line: its messages are written in the order things happened.
    reactionLine: BOT_LINE,
    subscriptions: {
      'lobby/changed': { 'community/on-lobby-changed': postQueueCloseToFull(bot) },
      'pug/started': { 'community/on-pug-started': postPugStarted(bot, (queueName) => seats.get(queueName) ?? 0) },
      'pug/subRequested': { 'community/on-sub-requested': postSubNeeded(bot) },
      'pug/subAccepted': { 'community/on-sub-accepted': editSubFound(bot) },
      'pug/completed': { 'community/on-pug-finished': finished.completed },
      'pug/ended': { 'community/on-pug-finished': finished.ended },
      // With DISCORD_ADMIN_CHANNEL_ID: what admins are told, and bans.
      ...(admin && { 'admin/notified': { 'community/on-admin-notified': admin.notified }, 'player/banned': { 'community/on-admin-notified': admin.banned } }),
    },
    start: () => {
      outbox.start();
      return Promise.resolve();
    },
    stop: () => outbox.stop(),
  };
}
