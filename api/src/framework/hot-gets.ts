/**
 * Replayed answers for the anonymous GETs every visit of the lobby makes (GET /api/queues,
 * GET /api/self/ signed out, GET /remotes.json), answered before Koa.
 *
 * Nothing here decides what such an answer is: the first eligible request of a path goes through
 * the whole app (every middleware, the route, the error shaping) and its answer, status, headers
 * and body, is recorded; the next ones get those bytes back for as long as the path's `key` (what
 * its answer depends on: the lobbies' wire states for /api/queues, nothing for the others) returns
 * the same values, compared one by one by identity. The key is read before and after the recorded
 * request, and an answer is kept only when the two agree, so a change in between cannot pin a
 * stale answer.
 *
 * Only requests the app would treat alike are replayed: GET, the exact path (no query string),
 * no Cookie (a session) unless the path's answer is the same for every viewer (`anyViewer`: the
 * public queue list and remotes: every player in a lobby is signed in), no Origin (CORS and the origin check), not `Sec-Fetch-Site: cross-site`
 * (refused by the origin check), answers kept per scheme (HSTS is sent over TLS only). Only
 * 200 and 401 answers without Set-Cookie are kept. Everything else takes the whole app, as before.
 * Replayed requests are logged like the others (`logRequest`).
 */
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { logRequest, type Logger } from './logger.ts';

/** What a replayable path's answer depends on; `undefined` when it cannot be said now (do not replay). */
export type HotKey = () => readonly unknown[] | undefined;

/**
 * For a signed-in request: who is asking (`id`, their session's) and what their own answer depends
 * on; `undefined` when it cannot be said without the app (do not replay).
 */
export type ViewerKey = (req: IncomingMessage) => { id: string; key: readonly unknown[] } | undefined;

/** At most this many viewers' own answers are kept per scheme (the oldest recorded go first). */
const MAX_VIEWER_ANSWERS = 10_000;

interface Recorded {
  key: readonly unknown[];
  status: number;
  /** Flat [name, value, name, value, …]: `writeHead` takes it without re-validating each header. */
  headers: string[];
  body: Buffer;
}

const KEEPABLE_STATUS = new Set([200, 401]);

export interface HotGetsOptions {
  logger: Logger;
  /** Behind a proxy the scheme comes from X-Forwarded-Proto (Koa's `app.proxy`). */
  trustProxy: boolean;
  /** Told of each replayed answer (/metrics' latency histogram); `path` is a registered one. */
  observe?: (method: string, path: string, status: number, started: bigint) => void;
}

export interface HotGets {
  /**
   * Declares `path` replayable while `key()` returns the same values. `anyViewer`: while it returns
   * true, its answer, and what the request does, are the same whoever asks (public, read without
   * the viewer), so a Cookie does not exclude a request. `perViewer`: a signed-in request is
   * replayed its viewer's own recorded answer while their key stays the same.
   */
  add(path: string, key: HotKey, opts?: { anyViewer?: () => boolean; perViewer?: ViewerKey }): void;
  /** The HTTP server's listener: replays an eligible request or hands it to `app` (recording its answer). */
  listener(app: RequestListener): RequestListener;
}

function sameKey(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The recorded headers, with the body's own length (the app may have left it to Node). */
function flatHeaders(headers: OutgoingHttpHeaders, body: Buffer): string[] {
  const flat: string[] = ['content-length', String(body.length)];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name === 'content-length' || name === 'transfer-encoding') continue;
    if (Array.isArray(value)) for (const v of value) flat.push(name, v);
    else flat.push(name, String(value));
  }
  return flat;
}

export function createHotGets(opts: HotGetsOptions): HotGets {
  const keys = new Map<string, HotKey>();
  const anyViewer = new Map<string, () => boolean>();
  const perViewer = new Map<string, ViewerKey>();
  // Per scheme: index 0 plain HTTP, 1 TLS.
  const recorded = [new Map<string, Recorded>(), new Map<string, Recorded>()];
  const viewerAnswers = [new Map<string, Recorded>(), new Map<string, Recorded>()];

  const schemeOf = (req: IncomingMessage): 0 | 1 => {
    if (opts.trustProxy) {
      const proto = req.headers['x-forwarded-proto'];
      const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',', 1)[0]?.trim();
      if (first) return first === 'https' ? 1 : 0;
    }
    return (req.socket as { encrypted?: boolean }).encrypted ? 1 : 0;
  };

  const eligible = (req: IncomingMessage): boolean => {
    if (req.method !== 'GET') return false;
    const h = req.headers;
    return h.origin === undefined && h['sec-fetch-site'] !== 'cross-site';
  };

  const replay = (req: IncomingMessage, res: ServerResponse, answer: Recorded, started: bigint): void => {
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
    logRequest(opts.logger, 'GET', req.url!, answer.status, started);
    opts.observe?.('GET', req.url!, answer.status, started);
  };

  const record = (into: Map<string, Recorded>, slot: string, key: HotKey, before: readonly unknown[], res: ServerResponse): void => {
    const end = res.end;
    res.end = function (this: ServerResponse, ...args: unknown[]) {
      res.end = end;
      try {
        const [chunk] = args;
        const body = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.isBuffer(chunk) ? chunk : undefined;
        const after = key();
        const headers = res.getHeaders();
        if (body && after && sameKey(before, after) && KEEPABLE_STATUS.has(res.statusCode) && headers['set-cookie'] === undefined && !res.headersSent) {
          if (into.size >= MAX_VIEWER_ANSWERS && !into.has(slot)) into.delete(into.keys().next().value!);
          into.set(slot, { key: after, status: res.statusCode, headers: flatHeaders(headers, body), body });
        }
      } catch (err) {
        opts.logger.warn({ err, path: slot.split('\n', 1)[0] }, 'hot GET not recorded');
      }
      return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['end'];
  };

  return {
    add(path, key, opts) {
      if (keys.has(path)) throw new Error(`${path} is already a replayed GET`);
      keys.set(path, key);
      if (opts?.anyViewer) anyViewer.set(path, opts.anyViewer);
      if (opts?.perViewer) perViewer.set(path, opts.perViewer);
    },
    listener(app) {
      return (req, res) => {
        const path = req.url!;
        let key = eligible(req) ? keys.get(path) : undefined;
        if (!key) return app(req, res);
        const started = process.hrtime.bigint();
        let into = recorded;
        let slot = path;
        let now: readonly unknown[] | undefined;
        if (req.headers.cookie !== undefined && anyViewer.get(path)?.() !== true) {
          // Signed in (or some cookie): only the viewer's own answer, while their key holds.
          const viewerKey = perViewer.get(path);
          const viewer = viewerKey?.(req);
          if (!viewerKey || !viewer) return app(req, res);
          into = viewerAnswers;
          slot = `${path}\n${viewer.id}`;
          now = viewer.key;
          key = () => {
            const again = viewerKey(req);
            return again && again.id === viewer.id ? again.key : undefined;
          };
        } else {
          now = key();
        }
        const scheme = schemeOf(req);
        if (!now) return app(req, res);
        const answer = into[scheme]!.get(slot);
        if (answer && sameKey(answer.key, now)) return replay(req, res, answer, started);
        record(into[scheme]!, slot, key, now, res);
        return app(req, res);
      };
    },
  };
}
