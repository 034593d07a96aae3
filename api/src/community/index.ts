/**
 * Where the community lives: the Discord bot, which posts and edits messages in the
 * queue and admin channels from the event catalogue (off without DISCORD_BOT_TOKEN), and the pugs'
 * voice links, which the game servers' GET /api/pugCreds answers with: on Mumble (MUMBLE_URL) or in
 * channels the bot makes per pug on Discord (VOICE_PROVIDER=discord, discord-voice.ts); off otherwise.
 */
import { playersPerPug, type Pug, type SteamId } from '@pug/domain';
import type { Feature, FeatureContext } from '../framework/feature.ts';
import { notifyAdmins } from '../notifications/notify.ts';
import { BOT_LINE, discordBot } from './discord-bot.ts';
import { DiscordOutbox, OUTBOX_TIMINGS, type OutboxTimings } from './discord-outbox.ts';
import { DiscordVoice, discordVoiceLinkOf } from './discord-voice.ts';
import { postAdminNotices } from './on-admin-notified.ts';
import { dmNightAdd } from './on-night-add.ts';
import { postQueueCloseToFull } from './on-lobby-changed.ts';
import { editPugFinished } from './on-pug-finished.ts';
import { postPugStarted } from './on-pug-started.ts';
import { editSubFound } from './on-sub-accepted.ts';
import { postSubNeeded } from './on-sub-requested.ts';
import { voiceLinkOf, type VoiceLink } from './voice-link.ts';

/** A seated player's team voice channel, for GET /api/pugCreds (features.ts hands it to the game servers); undefined without voice. */
export function communityVoiceLink({
  config,
  collections,
}: Pick<FeatureContext, 'config' | 'collections'>): ((pug: Pug, steamid: SteamId) => VoiceLink | null | Promise<VoiceLink | null>) | undefined {
  const { mumbleUrl, voiceKey, discordVoice } = config.community;
  if (discordVoice) return (pug, steamid) => discordVoiceLinkOf(collections, pug, steamid);
  return mumbleUrl && voiceKey ? (pug, steamid) => voiceLinkOf({ mumbleUrl, key: voiceKey }, pug, steamid) : undefined;
}

/** `timings`: the bot's sweep, backoff and timeouts (tests pass short ones). */
export function communityFeature(ctx: FeatureContext, timings: Partial<OutboxTimings> = {}): Feature {
  const { config, collections, logger, now, realtime, events } = ctx;
  const botConfig = config.community.discordBot;
  if (!botConfig) return { name: 'community' };

  const outbox = new DiscordOutbox({ collections, logger, now }, { apiUrl: botConfig.apiUrl, token: botConfig.token }, { ...OUTBOX_TIMINGS, ...timings });
  const bot = discordBot(botConfig, outbox, collections, config.queues);
  const seats = new Map(config.queues.map((q) => [q.name, playersPerPug(q)]));
  const finished = editPugFinished(bot);
  const admin = botConfig.adminChannelId ? postAdminNotices(bot, botConfig.adminChannelId) : null;
  const fast = { ...OUTBOX_TIMINGS, ...timings };
  const nightAddDm = dmNightAdd({
    collections,
    logger,
    now,
    outbox,
    rest: { apiUrl: botConfig.apiUrl, token: botConfig.token },
    timings: fast,
    siteUrl: botConfig.siteUrl,
    queues: config.queues,
  });
  const voiceConfig = config.community.discordVoice;
  const tellAdmins = (msg: string, url: string) =>
    notifyAdmins({ collections, realtime, now, events, adminSteamids: config.auth.adminSteamids }, { msg, variant: 'warning', url });
  const voice = voiceConfig
    ? new DiscordVoice({ collections, logger, now, tellAdmins }, { apiUrl: botConfig.apiUrl, token: botConfig.token }, voiceConfig, fast)
    : null;
  return {
    name: 'community',
    // The bot's reactions share one line: its messages are written in the order things happened.
    reactionLine: BOT_LINE,
    subscriptions: {
      'lobby/changed': { 'community/on-lobby-changed': postQueueCloseToFull(bot) },
      'pug/started': {
        'community/on-pug-started': postPugStarted(bot, (queueName) => seats.get(queueName) ?? 0),
        // With VOICE_PROVIDER=discord: each pug's team channels are made, and removed when it ends.
        ...(voice && { 'community/discord-voice': ({ pug }) => voice.open(pug) }),
      },
      'pug/subRequested': { 'community/on-sub-requested': postSubNeeded(bot) },
      'pug/subAccepted': { 'community/on-sub-accepted': editSubFound(bot), ...(voice && { 'community/discord-voice': ({ pug }) => voice.update(pug) }) },
      'pug/completed': { 'community/on-pug-finished': finished.completed, ...(voice && { 'community/discord-voice': ({ pug }) => voice.close(pug) }) },
      'pug/ended': { 'community/on-pug-finished': finished.ended, ...(voice && { 'community/discord-voice': ({ pug }) => voice.close(pug) }) },
      // A player added for the night who opted in hears of the ready-up, or the add's end, by DM.
      'nightAdd/taken': { 'community/on-night-add': nightAddDm.taken },
      'nightAdd/ended': { 'community/on-night-add': nightAddDm.ended },
      // With DISCORD_ADMIN_CHANNEL_ID: what admins are told, and bans.
      ...(admin && { 'admin/notified': { 'community/on-admin-notified': admin.notified }, 'player/banned': { 'community/on-admin-notified': admin.banned } }),
    },
    start: () => {
      outbox.start();
      voice?.start();
      return Promise.resolve();
    },
    stop: async () => {
      await outbox.stop();
      await voice?.stop();
    },
  };
}
