/**
 * Discord's bot REST API (v10) faked for tests, on its own loopback port: the calls the bot
 * makes, with Discord's shapes, and the failures a test asks for. The messages' two are here; the
 * guild's (voice channels, members' voice: the pugs' Discord voice) in guild-api.ts; direct messages in dm-api.ts.
 * - POST  /channels/{channel.id}/messages               `{content, allowed_mentions, nonce, enforce_nonce}` -> the message
 *   (with `enforce_nonce`, as Discord documents it: the message this bot made with the same nonce in
 *   the past few minutes (`NONCE_WINDOW_MS`), as it stands, instead of a second one; a nonce
 *   longer than 25 characters is refused, 400)
 * - PATCH /channels/{channel.id}/messages/{message.id}  `{content, allowed_mentions}` -> the message;
 *   404 `{message: 'Unknown Message', code: 10008}` for a message it does not have.
 * Every call needs `Authorization: Bot <token>` (401 otherwise) and is recorded. Answers carry
 * `X-RateLimit-*` headers; `failNext` queues faults for the next calls (or the next matching `on`): 429 (with `retry_after` in
 * the body, seconds, and `Retry-After`), 500, 403 (Missing Permissions, code 50013), slow (the answer waits), malformed (200, not JSON),
 * lost (the call is carried out, then the connection is dropped after `ms` without an answer: a
 * create whose answer a timeout lost); `down` stops listening (connections are refused) until `up`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from '../read-body.ts';
import { fakeGuild, type FakeGuild } from './guild-api.ts';
import { fakeDms, type FakeDms } from './dm-api.ts';

export { FAKE_BOT_USER_ID } from './guild-api.ts';

export interface RecordedDiscordCall {
  method: string;
  path: string;
  authorization: string | undefined;
  body: { content?: string; allowed_mentions?: { parse?: string[]; roles?: string[] } } & Record<string, unknown>;
  /** Date.now() when it arrived. */
  at: number;
}

export type DiscordFault = (
  | { kind: '429'; retryAfterSeconds: number; global?: boolean }
  | { kind: '500' }
  | { kind: '403' }
  | { kind: 'slow'; ms: number }
  | { kind: 'malformed' }
  | { kind: 'lost'; ms: number }
) & {
  /** Only for a call whose `METHOD /path` (under the API base) matches; unset: the next call. */
  on?: RegExp;
};

export interface FakeDiscordBot {
  /** What DISCORD_BOT_API_URL takes. */
  apiUrl: string;
  calls: RecordedDiscordCall[];
  /** Messages as they stand now, by id. */
  messages: Map<string, { channelId: string; content: string }>;
  /** The one guild (`guildId`, default FAKE_GUILD_ID): its channels and who is in voice. */
  guild: FakeGuild;
  /** Direct messages (dm-api.ts): the DM channels opened, recipients who closed their DMs. */
  dms: FakeDms;
  failNext(...faults: DiscordFault[]): void;
  /** Discord unreachable: stops listening (connections refused) until `up()`. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

const PREFIX = '/api/v10';
export const FAKE_GUILD_ID = '100000000000000500';
/** How long Discord remembers a create's nonce ("the past few minutes"). */
const NONCE_WINDOW_MS = 5 * 60_000;

export async function startFakeDiscordBot(opts: { token: string; guildId?: string }): Promise<FakeDiscordBot> {
  const guild = fakeGuild(opts.guildId ?? FAKE_GUILD_ID);
  const dms = fakeDms();
  const calls: RecordedDiscordCall[] = [];
  const messages = new Map<string, { channelId: string; content: string }>();
  const faults: DiscordFault[] = [];
  const nonces = new Map<string, { id: string; at: number }>();
  let nextId = 1_180_000_000_000_000_000n;

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void => {
    res
      .writeHead(status, {
        'Content-Type': 'application/json',
        'X-RateLimit-Limit': '5',
        'X-RateLimit-Remaining': '4',
        'X-RateLimit-Reset-After': '1.000',
        'X-RateLimit-Bucket': 'fake-bucket',
        ...headers,
      })
      .end(JSON.stringify(body));
  };

  /** Answers nothing: the connection is dropped after `ms`. */
  const lose =
    (ms: number): typeof json =>
    (res) =>
      void setTimeout(() => res.socket?.destroy(), ms);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const text = await readBody(req);
    let body: RecordedDiscordCall['body'] = {};
    try {
      body = text ? (JSON.parse(text) as RecordedDiscordCall['body']) : {};
    } catch {
      return json(res, 400, { message: '400: Bad Request', code: 0 });
    }
    calls.push({ method: req.method ?? '', path: path.slice(PREFIX.length), authorization: req.headers.authorization, body, at: Date.now() });
    if (req.headers.authorization !== `Bot ${opts.token}`) return json(res, 401, { message: '401: Unauthorized', code: 0 });

    const at = faults.findIndex((f) => !f.on || f.on.test(`${req.method ?? ''} ${path.slice(PREFIX.length)}`));
    const fault = at >= 0 ? faults.splice(at, 1)[0] : undefined;
    if (fault?.kind === '429') {
      return json(
        res,
        429,
        { message: 'You are being rate limited.', retry_after: fault.retryAfterSeconds, global: fault.global ?? false },
        { 'Retry-After': String(Math.ceil(fault.retryAfterSeconds)), 'X-RateLimit-Remaining': '0', ...(fault.global ? { 'X-RateLimit-Global': 'true' } : {}) },
      );
    }
    if (fault?.kind === '500') return json(res, 500, { message: '500: Internal Server Error', code: 0 });
    if (fault?.kind === '403') return json(res, 403, { message: 'Missing Permissions', code: 50013 });
    if (fault?.kind === 'slow') await new Promise((r) => setTimeout(r, fault.ms));
    if (fault?.kind === 'malformed') {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>upstream hiccup</html>');
      return;
    }
    // Carried out below; the answer never arrives.
    const answer = fault?.kind === 'lost' ? lose(fault.ms) : json;
    const dmAnswer = dms.route(req.method ?? '', path.slice(PREFIX.length), body);
    if (dmAnswer) return answer(res, dmAnswer.status, dmAnswer.body);
    const guildAnswer = guild.route(req.method ?? '', path.slice(PREFIX.length), body);
    if (guildAnswer?.status === 204 && fault?.kind !== 'lost') {
      res
        .writeHead(204, { 'X-RateLimit-Limit': '5', 'X-RateLimit-Remaining': '4', 'X-RateLimit-Reset-After': '1.000', 'X-RateLimit-Bucket': 'fake-bucket' })
        .end();
      return;
    }
    if (guildAnswer) return answer(res, guildAnswer.status, guildAnswer.body);

    const post = /^\/api\/v10\/channels\/(\d+)\/messages$/.exec(path);
    const patch = /^\/api\/v10\/channels\/(\d+)\/messages\/(\d+)$/.exec(path);
    if (typeof body.content !== 'string' || body.content.length === 0 || body.content.length > 2000) {
      if (post || patch) return json(res, 400, { message: 'Invalid Form Body', code: 50035 });
    }
    if (post && req.method === 'POST') {
      const nonce = typeof body.nonce === 'string' || typeof body.nonce === 'number' ? String(body.nonce) : null;
      if (nonce !== null && nonce.length > 25) return json(res, 400, { message: 'Invalid Form Body', code: 50035 });
      const known = nonce !== null ? nonces.get(nonce) : undefined;
      const earlier = body.enforce_nonce === true && known && Date.now() - known.at < NONCE_WINDOW_MS ? known : undefined;
      if (earlier) return answer(res, 200, { id: earlier.id, channel_id: post[1], content: messages.get(earlier.id)?.content, nonce, type: 0 });
      const id = String(nextId++);
      if (nonce !== null) nonces.set(nonce, { id, at: Date.now() });
      messages.set(id, { channelId: post[1]!, content: body.content! });
      return answer(res, 200, { id, channel_id: post[1], content: body.content, nonce, type: 0, timestamp: new Date().toISOString() });
    }
    if (patch && req.method === 'PATCH') {
      const message = messages.get(patch[2]!);
      if (!message || message.channelId !== patch[1]) return answer(res, 404, { message: 'Unknown Message', code: 10008 });
      message.content = body.content!;
      return answer(res, 200, { id: patch[2], channel_id: patch[1], content: body.content, type: 0, edited_timestamp: new Date().toISOString() });
    }
    return json(res, 404, { message: '404: Not Found', code: 0 });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => json(res, 500, { message: err.message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    apiUrl: `http://127.0.0.1:${port}${PREFIX}`,
    calls,
    messages,
    guild,
    dms,
    failNext: (...more) => faults.push(...more),
    down: stop,
    up: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: stop,
  };
}
