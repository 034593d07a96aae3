/**
 * The Discord calls of a pug's voice channels (community/discord-voice.ts runs them), each
 * answered as a step's outcome: done, or stop (rate-limited, retry later, refused). Endpoints, as
 * Discord's REST API v10 documents them:
 * - `GET /users/@me`: the bot's own id, for its overwrite (it must still see and manage the channels).
 * - `POST /guilds/{guild.id}/channels` `{name, type: 4 category | 2 voice, parent_id, permission_overwrites}`;
 *   `GET /guilds/{guild.id}/channels` finds a channel whose create answer was lost.
 * - `GET /guilds/{guild.id}/voice-states/{user.id}`: which voice channel a member is in (404, code
 *   10065 Unknown Voice State: none).
 * - `PATCH /guilds/{guild.id}/members/{user.id}` `{channel_id}`: moves a member in voice.
 * - `PUT /channels/{channel.id}/permissions/{user.id}` `{type: 1, allow, deny}` lets a sub in;
 *   `DELETE /channels/{channel.id}/permissions/{user.id}` shuts the player they replaced out (404,
 *   code 10009 Unknown Overwrite: already).
 * - `DELETE /channels/{channel.id}` (404, code 10003 Unknown Channel: already gone).
 */
import { callDiscordRest, type DiscordRestOptions, type RestAnswer } from './discord-rest.ts';

/** Discord's permission bits (decimal strings on the wire). */
const VIEW_CHANNEL = 1 << 10;
const MANAGE_CHANNELS = 1 << 4;
const CONNECT = 1 << 20;
const SPEAK = 1 << 21;
const MOVE_MEMBERS = 1 << 24;

/** @everyone (the role whose id is the guild's) may neither see nor join. */
const EVERYONE_DENY = String(VIEW_CHANNEL | CONNECT);
/** A team's player: sees, joins, speaks. */
export const MEMBER_ALLOW = String(VIEW_CHANNEL | CONNECT | SPEAK);
/** The bot keeps seeing and managing what it made and can move players in. */
export const BOT_ALLOW = String(VIEW_CHANNEL | MANAGE_CHANNELS | CONNECT | MOVE_MEMBERS);

type Stop = { ok: false; kind: 'rateLimited'; retryAfterMs: number } | { ok: false; kind: 'retry' | 'refused'; why: string };
export type Outcome = { ok: true } | Stop;

interface Overwrite {
  id: string;
  type: 0 | 1;
  allow: string;
  deny: string;
}

/** The overwrites of a pug's channel: @everyone denied, the bot and `members` (Discord user ids) allowed. */
export function overwritesOf(guildId: string, botId: string, members: readonly string[]): Overwrite[] {
  return [
    { id: guildId, type: 0, allow: '0', deny: EVERYONE_DENY },
    { id: botId, type: 1, allow: BOT_ALLOW, deny: '0' },
    ...members.filter((m) => m !== botId).map((id) => ({ id, type: 1 as const, allow: MEMBER_ALLOW, deny: '0' })),
  ];
}

const stop = (answer: Exclude<RestAnswer, { ok: true }>): Stop =>
  answer.kind === 'rateLimited' ? answer : { ok: false, kind: answer.kind === 'refused' ? 'refused' : 'retry', why: answer.why };

export interface ChannelSpec {
  name: string;
  type: 2 | 4;
  parentId: string | null;
  overwrites: Overwrite[];
}

/** The Discord calls of one api process (its bot id is asked once). */
export class VoiceCalls {
  private botId: string | null = null;

  constructor(
    private readonly rest: DiscordRestOptions,
    private readonly guildId: string,
    /** Waits out an emptied bucket (`X-RateLimit-Remaining: 0`) before the next call. */
    private readonly pause: (ms: number) => Promise<void>,
  ) {}

  private async call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<RestAnswer> {
    const answer = await callDiscordRest(this.rest, method, path, body);
    if (answer.ok && answer.pauseMs > 0) await this.pause(answer.pauseMs);
    return answer.ok || answer.kind !== 'malformed' ? answer : { ok: false, kind: 'retry', why: answer.why };
  }

  /** The bot's user id (its overwrite). */
  async bot(): Promise<{ ok: true; id: string } | Stop> {
    if (this.botId) return { ok: true, id: this.botId };
    const answer = await this.call('GET', '/users/@me');
    if (!answer.ok) return stop(answer);
    const id = (answer.json as { id?: unknown } | null)?.id;
    if (typeof id !== 'string') return { ok: false, kind: 'retry', why: 'GET /users/@me answered no id' };
    this.botId = id;
    return { ok: true, id };
  }

  /** Makes a channel; `lookFirst`: an earlier create may have been made (its answer lost), found by name, type and parent. */
  async make(spec: ChannelSpec, lookFirst: boolean): Promise<{ ok: true; id: string } | Stop> {
    if (lookFirst) {
      const list = await this.call('GET', `/guilds/${this.guildId}/channels`);
      if (!list.ok) return stop(list);
      const found = Array.isArray(list.json)
        ? (list.json as Array<Record<string, unknown>>).find((c) => c.name === spec.name && c.type === spec.type && (c.parent_id ?? null) === spec.parentId)
        : undefined;
      if (typeof found?.id === 'string') return { ok: true, id: found.id };
    }
    const answer = await this.call('POST', `/guilds/${this.guildId}/channels`, {
      name: spec.name,
      type: spec.type,
      ...(spec.parentId ? { parent_id: spec.parentId } : {}),
      permission_overwrites: spec.overwrites,
    });
    if (!answer.ok) return stop(answer);
    const id = (answer.json as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? { ok: true, id } : { ok: false, kind: 'retry', why: 'the channel create answered no id' };
  }

  /** Moves `userId` to `to` if they are in one of `from` now; someone elsewhere, not in voice or gone is left alone. */
  async moveIfIn(userId: string, from: ReadonlySet<string>, to: string): Promise<Outcome> {
    const state = await this.call('GET', `/guilds/${this.guildId}/voice-states/${userId}`);
    if (!state.ok) return state.kind === 'refused' ? { ok: true } : stop(state);
    const channelId = (state.json as { channel_id?: unknown } | null)?.channel_id;
    if (typeof channelId !== 'string' || !from.has(channelId)) return { ok: true };
    const moved = await this.call('PATCH', `/guilds/${this.guildId}/members/${userId}`, { channel_id: to });
    // Refused (they left voice or the guild meanwhile, or may not join): left where they are.
    return moved.ok || moved.kind === 'refused' ? { ok: true } : stop(moved);
  }

  /** Lets `userId` see, join and speak in `channelId` (a sub). */
  async allow(channelId: string, userId: string): Promise<Outcome> {
    const answer = await this.call('PUT', `/channels/${channelId}/permissions/${userId}`, { type: 1, allow: MEMBER_ALLOW, deny: '0' });
    return answer.ok ? { ok: true } : stop(answer);
  }

  /** Takes `userId`'s overwrite off `channelId` (replaced by a sub): @everyone's deny holds for them again. */
  async disallow(channelId: string, userId: string): Promise<Outcome> {
    const answer = await this.call('DELETE', `/channels/${channelId}/permissions/${userId}`);
    if (answer.ok || (answer.kind === 'refused' && answer.status === 404 && answer.code === 10009)) return { ok: true };
    return stop(answer);
  }

  /** Deletes a channel; one already gone is done. */
  async remove(channelId: string): Promise<Outcome> {
    const answer = await this.call('DELETE', `/channels/${channelId}`);
    if (answer.ok || (answer.kind === 'refused' && answer.status === 404 && answer.code === 10003)) return { ok: true };
    return stop(answer);
  }
}
