import cors from '@koa/cors';
import type { Middleware } from 'koa';
import { isApiPath } from './errors.ts';

/**
 * CORS for /api when the api serves other origins (PUBLIC_API_ORIGIN / SITE_ORIGINS): only those
 * origins, with credentials (the session cookie). With no origins configured everything is one
 * origin and no CORS headers are sent.
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
    allowHeaders: ['Content-Type'],
    maxAge: 600,
  });
  return (ctx, next) => (isApiPath(ctx.path) ? (handler(ctx, next) as Promise<void>) : next());
}
