/**
 * One call to Discord's REST API (v10) as the bot (`Authorization: Bot <token>`), answered as what
 * the caller should do next (`callDiscord` for a message, `callDiscordRest` for any other call, the
 * voice channels' in discord-voice.ts): done (with the message's id), retry after Discord's `retry_after`
 * (a 429), retry with backoff (5xx, a timeout, the network), or give up (any other 4xx). It never
 * throws and never retries by itself: the outbox (discord-outbox.ts) keeps the retries in the store.
 * After an answer saying the bucket is empty (`X-RateLimit-Remaining: 0`), `pauseMs` says how long
 * to wait (`X-RateLimit-Reset-After`).
 */
import type { Logger } from '../framework/logger.ts';

export interface MessageBody {
  content: string;
  /** Discord parses no mention from the text except these roles' (never @everyone or a player's alias). */
  allowed_mentions: { parse: []; roles?: string[] };
  /** With `enforce_nonce`, a create Discord already did (its answer lost to a timeout) returns that message instead of a second one. */
  nonce?: string;
  enforce_nonce?: boolean;
}

export type DiscordAnswer =
  /** `content`: the message's text as Discord answered it (a create with a nonce it knew returns the earlier message's). */
  | { ok: true; messageId: string | null; content: string | null; pauseMs: number }
  | { ok: false; kind: 'rateLimited'; retryAfterMs: number }
  | { ok: false; kind: 'retry'; why: string }
  | { ok: false; kind: 'unknownMessage' }
  | { ok: false; kind: 'refused'; why: string };

export interface DiscordRestOptions {
  apiUrl: string;
  token: string;
  /** A call taking longer fails and is retried. */
  timeoutMs: number;
}

const seconds = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.min(n, 3600) * 1000 : null;
};

/** Any call's answer: the JSON it carried, or what to do next (as for a message). */
export type RestAnswer =
  | { ok: true; status: number; json: unknown; pauseMs: number }
  | { ok: false; kind: 'rateLimited'; retryAfterMs: number }
  | { ok: false; kind: 'retry'; why: string }
  /** A 2xx whose body is not JSON (what it did is unknown). */
  | { ok: false; kind: 'malformed'; why: string }
  /** `code`: Discord's JSON error code (10003 Unknown Channel, 10065 Unknown Voice State, …), null without one. */
  | { ok: false; kind: 'refused'; why: string; status: number; code: number | null };

/** One call of any method (`body` JSON, or none); a 204's `json` is null. */
export async function callDiscordRest(
  opts: DiscordRestOptions,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<RestAnswer> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${opts.apiUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bot ${opts.token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        'User-Agent': 'DiscordBot (tf2-pugs, 1.0)',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      redirect: 'error',
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    text = await res.text();
  } catch (err) {
    const why = (err as Error).name === 'TimeoutError' ? `no answer within ${opts.timeoutMs} ms` : `unreachable (${(err as Error).message})`;
    return { ok: false, kind: 'retry', why };
  }
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = undefined;
  }
  const fields = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  if (res.status === 429) {
    const retryAfterMs = seconds(fields.retry_after) ?? seconds(res.headers.get('retry-after')) ?? 5000;
    return { ok: false, kind: 'rateLimited', retryAfterMs };
  }
  if (res.status >= 500) return { ok: false, kind: 'retry', why: `HTTP ${res.status}` };
  if (res.status < 200 || res.status >= 300) {
    const why = `HTTP ${res.status} ${typeof fields.message === 'string' ? fields.message.slice(0, 200) : ''}`.trim();
    return { ok: false, kind: 'refused', why, status: res.status, code: typeof fields.code === 'number' ? fields.code : null };
  }
  const pauseMs = res.headers.get('x-ratelimit-remaining') === '0' ? (seconds(res.headers.get('x-ratelimit-reset-after')) ?? 1000) : 0;
  if (json === undefined) return { ok: false, kind: 'malformed', why: `HTTP ${res.status}: ${text.slice(0, 200)}` };
  return { ok: true, status: res.status, json, pauseMs };
}

export async function callDiscord(opts: DiscordRestOptions, logger: Logger, method: 'POST' | 'PATCH', path: string, body: MessageBody): Promise<DiscordAnswer> {
  const answer = await callDiscordRest(opts, method, path, body);
  if (!answer.ok) {
    if (answer.kind === 'malformed') {
      // The message was probably made: logged and taken as done, never posted twice.
      logger.warn({ method, path, answer: answer.why }, 'Discord answered without a message id');
      return { ok: true, messageId: null, content: null, pauseMs: 0 };
    }
    if (answer.kind === 'refused') {
      if (answer.status === 404 && answer.code === 10008) return { ok: false, kind: 'unknownMessage' };
      return { ok: false, kind: 'refused', why: answer.why };
    }
    return answer;
  }
  const fields = typeof answer.json === 'object' && answer.json !== null ? (answer.json as Record<string, unknown>) : {};
  const id = fields.id;
  const content = typeof fields.content === 'string' ? fields.content : null;
  if (typeof id !== 'string' || !/^\d{1,25}$/.test(id)) {
    logger.warn({ method, path, status: answer.status, answer: JSON.stringify(answer.json).slice(0, 200) }, 'Discord answered without a message id');
    return { ok: true, messageId: null, content, pauseMs: answer.pauseMs };
  }
  return { ok: true, messageId: id, content, pauseMs: answer.pauseMs };
}
