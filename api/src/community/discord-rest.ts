/**
 * One call to Discord's REST API (v10) as the bot (`Authorization: Bot <token>`), answered as what
 * the caller should do next: done (with the message's id), retry after Discord's `retry_after`
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

export async function callDiscord(opts: DiscordRestOptions, logger: Logger, method: 'POST' | 'PATCH', path: string, body: MessageBody): Promise<DiscordAnswer> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${opts.apiUrl}${path}`, {
      method,
      headers: { Authorization: `Bot ${opts.token}`, 'Content-Type': 'application/json', 'User-Agent': 'DiscordBot (tf2-pugs, 1.0)' },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
    text = await res.text();
  } catch (err) {
    const why = (err as Error).name === 'TimeoutError' ? `no answer within ${opts.timeoutMs} ms` : `unreachable (${(err as Error).message})`;
    return { ok: false, kind: 'retry', why };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const fields = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  if (res.status === 429) {
    const retryAfterMs = seconds(fields.retry_after) ?? seconds(res.headers.get('retry-after')) ?? 5000;
    return { ok: false, kind: 'rateLimited', retryAfterMs };
  }
  if (res.status >= 500) return { ok: false, kind: 'retry', why: `HTTP ${res.status}` };
  if (res.status === 404 && fields.code === 10008) return { ok: false, kind: 'unknownMessage' };
  if (res.status < 200 || res.status >= 300) {
    return { ok: false, kind: 'refused', why: `HTTP ${res.status} ${typeof fields.message === 'string' ? fields.message.slice(0, 200) : ''}`.trim() };
  }
  const pauseMs = res.headers.get('x-ratelimit-remaining') === '0' ? (seconds(res.headers.get('x-ratelimit-reset-after')) ?? 1000) : 0;
  const id = fields.id;
  const content = typeof fields.content === 'string' ? fields.content : null;
  if (typeof id !== 'string' || !/^\d{1,25}$/.test(id)) {
    logger.warn({ method, path, status: res.status, answer: text.slice(0, 200) }, 'Discord answered without a message id');
    return { ok: true, messageId: null, content, pauseMs };
  }
  return { ok: true, messageId: id, content, pauseMs };
}
