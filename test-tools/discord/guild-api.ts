/**
 * The guild part of the fake Discord bot API (bot-api.ts mounts it): channels, members' voice, as
 * Discord's REST API v10 documents them, enough for the pugs' voice channels.
 * - GET    /users/@me                                  the bot's own user (`FAKE_BOT_USER_ID`)
 * - GET    /guilds/{guild.id}/channels                 the guild's channels
 * - POST   /guilds/{guild.id}/channels                 `{name, type (0 text, 2 voice, 4 category), parent_id?, permission_overwrites?}`
 *   -> 201 the channel; 400 `{code: 50035}` for a bad name, type, parent (not a category of the guild) or overwrite
 *   (`{id, type: 0 role | 1 member, allow, deny}`, permissions as decimal strings)
 * - PUT    /channels/{channel.id}/permissions/{overwrite.id}  `{type, allow, deny}` -> 204 (sets one overwrite)
 * - DELETE /channels/{channel.id}/permissions/{overwrite.id}  -> 204; 404 `{code: 10009, message: 'Unknown Overwrite'}`
 * - DELETE /channels/{channel.id}                      -> 200 the channel (its voice members are disconnected;
 *   a category's channels stay, without a parent); 404 `{code: 10003, message: 'Unknown Channel'}`
 * - GET    /guilds/{guild.id}/voice-states/{user.id}   -> the user's voice state; 404 `{code: 10065, message: 'Unknown Voice State'}`
 *   when they are in no voice channel
 * - PATCH  /guilds/{guild.id}/members/{user.id}        `{channel_id}` moves a member who is in voice (400
 *   `{code: 40032}` otherwise) to a voice channel they may connect to (403 `{code: 50013}` otherwise);
 *   404 `{code: 10007, message: 'Unknown Member'}` for someone not in the guild
 * Only `guildId` exists (404 `{code: 10004}` for another guild). Tests put members in voice with `joinVoice`.
 */

export const FAKE_BOT_USER_ID = '100000000000009999';

/** Discord's permission bits this fake reads. */
const VIEW_CHANNEL = 1n << 10n;
const CONNECT = 1n << 20n;

interface FakeOverwrite {
  id: string;
  type: 0 | 1;
  allow: string;
  deny: string;
}

interface FakeChannel {
  id: string;
  guild_id: string;
  name: string;
  type: 0 | 2 | 4;
  parent_id: string | null;
  permission_overwrites: FakeOverwrite[];
}

export interface FakeGuild {
  guildId: string;
  /** Channels as they stand now, by id. */
  channels: Map<string, FakeChannel>;
  /** Who is in which voice channel now (user id -> channel id). */
  voice: Map<string, string>;
  /** Guild members (joining voice makes one). */
  members: Set<string>;
  /** Adds a voice channel of the guild's own (a waiting room), open to everyone. */
  addVoiceChannel(id: string, name: string): void;
  /** `userId` joins voice channel `channelId` (a member from now on). */
  joinVoice(userId: string, channelId: string): void;
  /** Answers a call under the API base, or null when the path is not the guild's. */
  route(method: string, path: string, body: Record<string, unknown>): { status: number; body: unknown } | null;
}

type Answer = { status: number; body: unknown };

const error = (status: number, code: number, message: string): Answer => ({ status, body: { message, code } });
const invalid = (why: string): Answer => ({ status: 400, body: { message: 'Invalid Form Body', code: 50035, errors: { why } } });
const isSnowflake = (v: unknown): v is string => typeof v === 'string' && /^\d{15,21}$/.test(v);
const isPermissions = (v: unknown): boolean => typeof v === 'string' && /^\d{1,20}$/.test(v);

/** Whether `userId` may connect to `channel`: @everyone's overwrite, then the member's (roles other than @everyone are not modelled). */
function canConnect(channel: FakeChannel, guildId: string, userId: string): boolean {
  let allowed = VIEW_CHANNEL | CONNECT;
  for (const id of [guildId, userId]) {
    const o = channel.permission_overwrites.find((w) => w.id === id);
    if (!o) continue;
    allowed &= ~BigInt(o.deny);
    allowed |= BigInt(o.allow);
  }
  return (allowed & (VIEW_CHANNEL | CONNECT)) === (VIEW_CHANNEL | CONNECT);
}

export function fakeGuild(guildId: string): FakeGuild {
  const channels = new Map<string, FakeChannel>();
  const voice = new Map<string, string>();
  const members = new Set<string>();
  let nextId = 1_190_000_000_000_000_000n;

  const voiceState = (userId: string, channelId: string) => ({
    guild_id: guildId,
    channel_id: channelId,
    user_id: userId,
    session_id: `session-${userId}`,
    deaf: false,
    mute: false,
    self_deaf: false,
    self_mute: false,
    self_video: false,
    suppress: false,
    request_to_speak_timestamp: null,
  });

  function createChannel(body: Record<string, unknown>): Answer {
    const { name, type, parent_id: parentId, permission_overwrites: overwrites = [] } = body;
    if (typeof name !== 'string' || name.length < 1 || name.length > 100) return invalid('name: 1 to 100 characters');
    if (type !== 0 && type !== 2 && type !== 4) return invalid('type: 0, 2 or 4');
    if (parentId !== undefined && parentId !== null) {
      const parent = typeof parentId === 'string' ? channels.get(parentId) : undefined;
      if (!parent || parent.type !== 4 || type === 4) return invalid('parent_id: a category of this guild');
    }
    if (!Array.isArray(overwrites)) return invalid('permission_overwrites: an array');
    for (const o of overwrites as Array<Record<string, unknown>>) {
      if (!isSnowflake(o.id) || (o.type !== 0 && o.type !== 1) || !isPermissions(o.allow ?? '0') || !isPermissions(o.deny ?? '0')) {
        return invalid('permission_overwrites: {id, type 0|1, allow, deny}');
      }
    }
    const channel: FakeChannel = {
      id: String(nextId++),
      guild_id: guildId,
      name,
      type,
      parent_id: typeof parentId === 'string' ? parentId : null,
      permission_overwrites: (overwrites as Array<Record<string, unknown>>).map((o) => ({
        id: o.id as string,
        type: o.type as 0 | 1,
        allow: String(o.allow ?? '0'),
        deny: String(o.deny ?? '0'),
      })),
    };
    channels.set(channel.id, channel);
    return { status: 201, body: channel };
  }

  return {
    guildId,
    channels,
    voice,
    members,
    addVoiceChannel(id, name) {
      channels.set(id, { id, guild_id: guildId, name, type: 2, parent_id: null, permission_overwrites: [] });
    },
    joinVoice(userId, channelId) {
      members.add(userId);
      voice.set(userId, channelId);
    },
    route(method, path, body) {
      if (method === 'GET' && path === '/users/@me') return { status: 200, body: { id: FAKE_BOT_USER_ID, username: 'pugbot', discriminator: '0', bot: true } };
      const guildPath = /^\/guilds\/(\d+)(\/.*)$/.exec(path);
      if (guildPath && guildPath[1] !== guildId) return error(404, 10004, 'Unknown Guild');
      const rest = guildPath?.[2];
      if (rest === '/channels' && method === 'GET') return { status: 200, body: [...channels.values()] };
      if (rest === '/channels' && method === 'POST') return createChannel(body);
      const state = rest && /^\/voice-states\/(\d+)$/.exec(rest);
      if (state && method === 'GET') {
        const channelId = voice.get(state[1]!);
        return channelId ? { status: 200, body: voiceState(state[1]!, channelId) } : error(404, 10065, 'Unknown Voice State');
      }
      const member = rest && /^\/members\/(\d+)$/.exec(rest);
      if (member && method === 'PATCH') {
        const userId = member[1]!;
        if (!members.has(userId)) return error(404, 10007, 'Unknown Member');
        if (!Object.hasOwn(body, 'channel_id')) return { status: 200, body: { user: { id: userId } } };
        if (!voice.has(userId)) return error(400, 40032, 'Target user is not connected to voice.');
        if (body.channel_id === null) {
          voice.delete(userId);
          return { status: 200, body: { user: { id: userId } } };
        }
        const target = typeof body.channel_id === 'string' ? channels.get(body.channel_id) : undefined;
        if (!target || target.type !== 2) return invalid('channel_id: a voice channel of this guild');
        if (!canConnect(target, guildId, userId)) return error(403, 50013, 'Missing Permissions');
        voice.set(userId, target.id);
        return { status: 200, body: { user: { id: userId } } };
      }
      const permission = /^\/channels\/(\d+)\/permissions\/(\d+)$/.exec(path);
      if (permission && (method === 'PUT' || method === 'DELETE')) {
        const target = channels.get(permission[1]!);
        if (!target) return error(404, 10003, 'Unknown Channel');
        const id = permission[2]!;
        const at = target.permission_overwrites.findIndex((o) => o.id === id);
        if (method === 'DELETE') {
          if (at < 0) return error(404, 10009, 'Unknown Overwrite');
          target.permission_overwrites.splice(at, 1);
          return { status: 204, body: null };
        }
        if ((body.type !== 0 && body.type !== 1) || !isPermissions(body.allow ?? '0') || !isPermissions(body.deny ?? '0')) {
          return invalid('{type 0|1, allow, deny}');
        }
        const overwrite: FakeOverwrite = { id, type: body.type, allow: String(body.allow ?? '0'), deny: String(body.deny ?? '0') };
        if (at < 0) target.permission_overwrites.push(overwrite);
        else target.permission_overwrites[at] = overwrite;
        return { status: 204, body: null };
      }
      const channel = /^\/channels\/(\d+)$/.exec(path);
      if (channel && method === 'DELETE') {
        const gone = channels.get(channel[1]!);
        if (!gone) return error(404, 10003, 'Unknown Channel');
        channels.delete(gone.id);
        for (const [userId, at] of voice) if (at === gone.id) voice.delete(userId);
        for (const child of channels.values()) if (child.parent_id === gone.id) child.parent_id = null;
        return { status: 200, body: gone };
      }
      return null;
    },
  };
}
