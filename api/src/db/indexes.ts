/** The indexes the app relies on, created at start (creating an existing index is a no-op). */
import { ELO_FORMATS, ELO_ROLES_BY_FORMAT, HALL_OF_FAME_BOARDS } from '@pug/domain';
import type { IndexDescription } from 'mongodb';
import { backfillAliasKeys } from './alias-prefix.ts';
import { releaseDuplicateDiscordLinks } from './discord-links.ts';
import type { Collections } from './collections.ts';

const APP_INDEXES: { [K in keyof Collections]?: IndexDescription[] } = {
  users: [
    { key: { steamid: 1 }, name: 'steamid_unique', unique: true },
    { key: { alias: 1 }, name: 'alias' },
    // Alias search (ladder, admin players): a range of search keys (db/alias-prefix.ts).
    { key: { aliasKey: 1 }, name: 'alias_key' },
    // One Discord account, one player (discord/discord-link.ts): concurrent links of one account cannot all win.
    { key: { discordid: 1 }, name: 'discordid_unique', unique: true, partialFilterExpression: { discordid: { $type: 'string' } } },
    // The ladder (profiles/getLadder.ts): one partial index per format and class, sorted by elo.
    ...ELO_FORMATS.flatMap((format) =>
      ELO_ROLES_BY_FORMAT[format].map((role) => ({
        key: { [`elos.${format}.${role}`]: -1, _id: 1 },
        name: `ladder_${format}_${role}`,
        partialFilterExpression: { [`elos.${format}.${role}`]: { $exists: true } },
      })),
    ),
  ],
  queues: [{ key: { name: 1 }, name: 'name_unique', unique: true }],
  pugs: [
    { key: { startAt: -1 }, name: 'by_time' },
    { key: { players: 1, startAt: -1 }, name: 'by_player' },
    { key: { queueName: 1, phase: 1 }, name: 'by_queue_phase' },
    // The lobby's running pugs (POST /api/pugHistoryDict with phases), newest first.
    { key: { phase: 1, startAt: -1 }, name: 'by_phase' },
    // "#1234" (pugs/pug-numbers.ts): a number names one pug, whichever process gave it out.
    { key: { number: 1 }, name: 'number_unique', unique: true, partialFilterExpression: { number: { $type: 'number' } } },
  ],
  maps: [{ key: { name: 1 }, name: 'name_unique', unique: true }],
  reports: [
    { key: { player: 1, createdAt: -1 }, name: 'by_player' },
    { key: { reporter: 1, createdAt: -1 }, name: 'by_reporter' },
    { key: { createdAt: -1 }, name: 'by_time' },
    { key: { handled: 1, createdAt: -1 }, name: 'by_status' },
    { key: { reporter: 1, player: 1, pugId: 1 }, name: 'once_per_pug', unique: true },
  ],
  discipline: [
    { key: { userId: 1, date: -1 }, name: 'by_user' },
    { key: { appealAt: 1 }, name: 'by_appeal' },
  ],
  customSeasons: [
    { key: { steamid: 1, seasonId: 1 }, name: 'by_player_season' },
    { key: { approved: 1 }, name: 'by_approval' },
    { key: { approved: 1, requestedAt: 1 }, name: 'xp_requests' },
    // One season stored once per player, also when the same request arrives many times at once.
    { key: { requestKey: 1 }, name: 'request_key_unique', unique: true, partialFilterExpression: { requestKey: { $type: 'string' } } },
  ],
  // The per-player rate limit of custom season requests (seasons/request-limits.ts), forgotten after an hour.
  xpRequestLog: [
    { key: { steamid: 1, at: -1 }, name: 'by_player' },
    { key: { at: 1 }, name: 'expiry_ttl', expireAfterSeconds: 3600 },
  ],
  notifications: [
    { key: { steamid: 1, timestamp: -1 }, name: 'by_recipient' },
    // One undismissed collapsed notification per recipient and key (notifications/notify.ts).
    {
      key: { steamid: 1, key: 1 },
      name: 'collapsed_unique',
      unique: true,
      partialFilterExpression: { key: { $type: 'string' }, dismissed: false },
    },
  ],
  servers: [
    { key: { ipport: 1 }, name: 'ipport_unique', unique: true },
    { key: { region: 1, priority: -1 }, name: 'by_region_priority' },
    { key: { pugId: 1 }, name: 'by_pug' },
    { key: { logSecret: 1 }, name: 'by_log_secret' },
  ],
  // The Discord bot's sweep (community/discord-outbox.ts): messages whose text Discord does not show yet.
  discordMessages: [{ key: { pending: 1, nextAttemptAt: 1 }, name: 'pending_due' }],
  // The pugs' Discord voice channels (community/discord-voice.ts): the same sweep.
  discordVoice: [{ key: { pending: 1, nextAttemptAt: 1 }, name: 'pending_due' }],
  // The live banners (announcements/), and a player's dismissals of them.
  announcements: [{ key: { expiresAt: 1 }, name: 'by_expiry' }],
  announcementDismissals: [{ key: { steamid: 1 }, name: 'by_player' }],
  // The hall of fame (statistics/getHallOfFame.ts): one partial index per format and list, sorted by its count, as the ladder's.
  playerRecords: ELO_FORMATS.flatMap((format) =>
    HALL_OF_FAME_BOARDS.map((board) => ({
      key: { [`${format}.${board}`]: -1, _id: 1 },
      name: `hall_${format}_${board}`,
      partialFilterExpression: { [`${format}.${board}`]: { $exists: true } },
    })),
  ),
  // The queue chat (chat/): the latest messages for every page, and a player's recent ones for the rate limit.
  chatMessages: [
    { key: { createdAt: -1 }, name: 'by_time' },
    { key: { steamid: 1, createdAt: -1 }, name: 'by_sender' },
  ],
  // Adds for the night (queues/night-adds.ts): the sweep reads the next to end.
  nightAdds: [{ key: { until: 1 }, name: 'by_end' }],
  sessions: [
    { key: { steamid: 1 }, name: 'by_user' },
    { key: { expiresAt: 1 }, name: 'expiry_ttl', expireAfterSeconds: 0 },
  ],
  auditLog: [
    { key: { at: -1 }, name: 'by_time' },
    { key: { actor: 1, at: -1 }, name: 'by_actor' },
    { key: { 'target.id': 1, at: -1 }, name: 'by_target' },
  ],
  eloHistory: [
    { key: { steamid: 1, at: -1 }, name: 'by_player' },
    { key: { steamid: 1, format: 1, role: 1, at: -1 }, name: 'by_player_class' },
    // One elo change per player, class and pug: applying a result twice is refused.
    { key: { pugId: 1, steamid: 1, role: 1 }, name: 'once_per_pug', unique: true, partialFilterExpression: { reason: 'pug' } },
  ],
};

export async function ensureIndexes(collections: Collections): Promise<void> {
  await releaseDuplicateDiscordLinks(collections.users);
  await Promise.all(Object.entries(APP_INDEXES).map(([name, specs]) => collections[name as keyof Collections].createIndexes(specs)));
  await backfillAliasKeys(collections.users);
}
