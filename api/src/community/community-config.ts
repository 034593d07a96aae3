/**
 * Where the community lives: the Discord bot (DISCORD_BOT_TOKEN and the channels it posts to) and
 * the pugs' voice channels: on Mumble (MUMBLE_URL, with VOICE_SECRET keying their names) or made by
 * the bot in a Discord guild (VOICE_PROVIDER=discord, DISCORD_VOICE_GUILD_ID). Each is off unless
 * configured.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

export interface DiscordBotConfig {
  token: string;
  /** Discord's REST API base, v10 (DISCORD_BOT_API_URL; tests point it at a fake). */
  apiUrl: string;
  /** Queue, pug and sub messages (DISCORD_QUEUE_CHANNEL_ID). */
  queueChannelId: string;
  /** Admin notices and bans (DISCORD_ADMIN_CHANNEL_ID); unset: none posted. */
  adminChannelId: string | null;
  /** The role a "sub needed" message mentions (DISCORD_SUB_ROLE_ID); unset: no mention. */
  subRoleId: string | null;
  /** The site's address, for links (DISCORD_SITE_URL). */
  siteUrl: string;
  /** A queue's message is posted once this few seats (or fewer) are open (DISCORD_QUEUE_MISSING, 2). */
  queueMissing: number;
  /** At most one edit of a queue's message per this long (DISCORD_QUEUE_EDIT_MS, 30000). */
  queueEditMs: number;
}

/** Each pug's BLU and RED voice channels made by the bot in a guild (community/discord-voice.ts). */
export interface DiscordVoiceConfig {
  /** The guild (DISCORD_VOICE_GUILD_ID); its id is also its @everyone role's. */
  guildId: string;
  /** The voice channel players wait in (DISCORD_VOICE_WAITING_CHANNEL_ID): moved from it at the start, back at the end; unset: nobody is moved. */
  waitingChannelId: string | null;
}

export interface CommunityConfig {
  /** Null: the bot is off. */
  discordBot: DiscordBotConfig | null;
  /** `mumble://host:port[/channel path]` (MUMBLE_URL); null: no voice links. */
  mumbleUrl: string | null;
  /**
   * The HMAC key of the voice channels' unguessable names (VOICE_SECRET; community/voice-link.ts).
   * Required in production with MUMBLE_URL, as every api process and every restart must hand out
   * the same channels; elsewhere unset means a random key per start. Null without MUMBLE_URL.
   */
  voiceKey: Buffer | null;
  /** VOICE_PROVIDER=discord: the bot makes each pug's team channels in this guild; null otherwise. */
  discordVoice: DiscordVoiceConfig | null;
}

const VOICE_SECRET_MIN_LENGTH = 32;

const snowflake = z.string().regex(/^\d{15,21}$/, { error: 'must be a Discord id (15-21 digits)' });
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: (iss) => `must be a whole number (got "${String(iss.input)}")` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `must be at least ${min}` })
        .max(max, { error: `must be at most ${max}` }),
    );
const urlOf = (protocols: RegExp, example: string) =>
  z.string().refine(
    (value) => {
      try {
        const url = new URL(value);
        return protocols.test(url.protocol) && url.hostname !== '' && !url.username && !url.password && !url.search && !url.hash;
      } catch {
        return false;
      }
    },
    { error: `must be a URL like ${example}, without a user, password, query or fragment` },
  );

export const communityEnvSchema = z.object({
  DISCORD_BOT_TOKEN: z
    .string()
    .regex(/^[\w.-]{20,200}$/, { error: 'must be a Discord bot token' })
    .optional(),
  DISCORD_BOT_API_URL: urlOf(/^https?:$/, 'https://discord.com/api/v10').optional(),
  DISCORD_QUEUE_CHANNEL_ID: snowflake.optional(),
  DISCORD_ADMIN_CHANNEL_ID: snowflake.optional(),
  DISCORD_SUB_ROLE_ID: snowflake.optional(),
  DISCORD_SITE_URL: urlOf(/^https?:$/, 'https://pugs.example.com').optional(),
  DISCORD_QUEUE_MISSING: wholeNumber(1, 50).optional(),
  DISCORD_QUEUE_EDIT_MS: wholeNumber(0, 3_600_000).optional(),
  MUMBLE_URL: urlOf(/^mumble:$/, 'mumble://voice.example.com:64738/pugs').optional(),
  VOICE_PROVIDER: z.enum(['mumble', 'discord'], { error: 'must be mumble or discord' }).optional(),
  DISCORD_VOICE_GUILD_ID: snowflake.optional(),
  DISCORD_VOICE_WAITING_CHANNEL_ID: snowflake.optional(),
  VOICE_SECRET: z
    .string()
    .min(VOICE_SECRET_MIN_LENGTH, { error: `must be at least ${VOICE_SECRET_MIN_LENGTH} characters` })
    .optional(),
});

/**
 * The community settings, or the one-line problem (a bot token without its channel or site address,
 * Mumble voice without its key in production, Discord voice without the bot or its guild).
 */
export function communityConfigOf(e: z.output<typeof communityEnvSchema>, nodeEnv: string): CommunityConfig | { error: string } {
  let discordBot: DiscordBotConfig | null = null;
  if (e.DISCORD_BOT_TOKEN !== undefined) {
    if (!e.DISCORD_QUEUE_CHANNEL_ID) return { error: 'DISCORD_BOT_TOKEN needs DISCORD_QUEUE_CHANNEL_ID' };
    if (!e.DISCORD_SITE_URL) return { error: 'DISCORD_BOT_TOKEN needs DISCORD_SITE_URL (the site address its links use)' };
    discordBot = {
      token: e.DISCORD_BOT_TOKEN,
      apiUrl: (e.DISCORD_BOT_API_URL ?? 'https://discord.com/api/v10').replace(/\/+$/, ''),
      queueChannelId: e.DISCORD_QUEUE_CHANNEL_ID,
      adminChannelId: e.DISCORD_ADMIN_CHANNEL_ID ?? null,
      subRoleId: e.DISCORD_SUB_ROLE_ID ?? null,
      siteUrl: e.DISCORD_SITE_URL.replace(/\/+$/, ''),
      queueMissing: e.DISCORD_QUEUE_MISSING ?? 2,
      queueEditMs: e.DISCORD_QUEUE_EDIT_MS ?? 30_000,
    };
  }
  const provider = e.VOICE_PROVIDER ?? (e.MUMBLE_URL ? 'mumble' : null);
  if (provider === 'discord') {
    if (!discordBot) return { error: 'VOICE_PROVIDER=discord needs the Discord bot (DISCORD_BOT_TOKEN): it makes the voice channels' };
    if (!e.DISCORD_VOICE_GUILD_ID) return { error: 'VOICE_PROVIDER=discord needs DISCORD_VOICE_GUILD_ID (the guild its voice channels are made in)' };
    const discordVoice = { guildId: e.DISCORD_VOICE_GUILD_ID, waitingChannelId: e.DISCORD_VOICE_WAITING_CHANNEL_ID ?? null };
    return { discordBot, mumbleUrl: null, voiceKey: null, discordVoice };
  }
  if (!e.MUMBLE_URL) {
    if (provider === 'mumble') return { error: 'VOICE_PROVIDER=mumble needs MUMBLE_URL' };
    return { discordBot, mumbleUrl: null, voiceKey: null, discordVoice: null };
  }
  if (nodeEnv === 'production' && !e.VOICE_SECRET) {
    return { error: "MUMBLE_URL needs VOICE_SECRET in production: the key of the voice channels' names, the same for every api process and restart" };
  }
  const voiceKey = e.VOICE_SECRET ? Buffer.from(e.VOICE_SECRET, 'utf8') : randomBytes(32);
  return { discordBot, mumbleUrl: e.MUMBLE_URL.replace(/\/+$/, ''), voiceKey, discordVoice: null };
}
