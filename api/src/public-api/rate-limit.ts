/**
 * The public api's rate limit: at most `perMinute` requests per client address and api process in
 * each minute (a fixed window per address). The address is Koa's `ctx.ip`: behind the proxy
 * (TRUST_PROXY) the last X-Forwarded-For entry, the one the proxy appended, else the connection's.
 */
import type { Middleware } from 'koa';
import { tooManyRequests } from '../framework/errors.ts';

const WINDOW_MS = 60_000;
/** Addresses remembered at most (a flood of spoofed addresses cannot grow the map without end). */
const MAX_ADDRESSES = 50_000;

export function rateLimit(perMinute: number, now: () => number = Date.now): Middleware {
  const windows = new Map<string, { start: number; count: number }>();
  return async (ctx, next) => {
    const at = now();
    let window = windows.get(ctx.ip);
    if (!window || at - window.start >= WINDOW_MS) {
      if (windows.size >= MAX_ADDRESSES) for (const [ip, w] of windows) if (at - w.start >= WINDOW_MS) windows.delete(ip);
      if (windows.size >= MAX_ADDRESSES) windows.clear();
      window = { start: at, count: 0 };
      windows.set(ctx.ip, window);
    }
    window.count += 1;
    if (window.count > perMinute) {
      ctx.set('Retry-After', String(Math.max(1, Math.ceil((window.start + WINDOW_MS - at) / 1000))));
      throw tooManyRequests(`At most ${perMinute} requests a minute: try again later`);
    }
    await next();
  };
}
