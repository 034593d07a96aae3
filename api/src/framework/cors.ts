import cors from '@koa/cors';
import { APP_REQUEST_HEADER, PUBLIC_API_PREFIX } from '@pug/domain';
import type { Middleware } from 'koa';
import { isApiPath } from './errors.ts';

/**
 * CORS for /api when the api serves other origins (PUBLIC_API_ORIGIN / SITE_ORIGINS): only those
 * origins, with credentials (the session cookie) and the api client's APP_REQUEST_HEADER (which a
 * state-changing GET needs: framework/app-fetch-only.ts). With no origins configured everything is one
 * origin and no CORS headers are sent. The public api (/api/v1, public-api/) is left out: it is open
 * to every origin without credentials and sends its own CORS headers.
 */
export function apiCors(allowedOrigins: readonly string[]): Middleware {
  if (allowedOrigins.length === 0) return (_ctx, next) => next();
  const allowed = new Set(allowedOrigins);
  const handler = cors({
    origin: (ctx) => {
      const origin = ctx.get('Origin');
      return allowed.has(origin) ? origin : '';
    },
    credentials: true,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Content-Type', APP_REQUEST_HEADER.name],
    maxAge: 600,
  });
  const isPublicApi = (path: string) => path === PUBLIC_API_PREFIX || path.startsWith(`${PUBLIC_API_PREFIX}/`);
  return (ctx, next) => (isApiPath(ctx.path) && !isPublicApi(ctx.path) ? (handler(ctx, next) as Promise<void>) : next());
}
