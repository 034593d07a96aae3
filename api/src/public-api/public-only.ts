/**
 * What every /api/v1 request goes through: answered as to an anonymous visitor (a session cookie
 * is ignored: nothing a signed-in or admin viewer would see more can reach this api), CORS open to
 * every origin without credentials for GET and HEAD, the other methods refused (405), and the rate
 * limit (rate-limit.ts).
 */
import { PUBLIC_API_PREFIX } from '@pug/domain';
import type { Middleware } from 'koa';
import { HttpError } from '../framework/errors.ts';
import { rateLimit } from './rate-limit.ts';

const READ_METHODS = new Set(['GET', 'HEAD']);

function isPublicApiPath(path: string): boolean {
  return path === PUBLIC_API_PREFIX || path.startsWith(`${PUBLIC_API_PREFIX}/`);
}

export function publicOnly(perMinute: number, now?: () => number): Middleware {
  const limited = rateLimit(perMinute, now);
  return async (ctx, next) => {
    if (!isPublicApiPath(ctx.path)) {
      await next();
      return;
    }
    ctx.state.user = undefined;
    ctx.set('Cache-Control', 'no-store');
    if (ctx.method === 'OPTIONS') {
      // A preflight (a caller adding a header of its own): GET only, no credentials.
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Access-Control-Allow-Methods', 'GET, HEAD');
      ctx.set('Access-Control-Max-Age', '600');
      ctx.status = 204;
      return;
    }
    if (!READ_METHODS.has(ctx.method)) {
      ctx.set('Allow', 'GET, HEAD');
      throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'The public api only reads: use GET');
    }
    ctx.set('Access-Control-Allow-Origin', '*');
    await limited(ctx, next);
  };
}
