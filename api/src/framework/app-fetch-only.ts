/**
 * State-changing GETs (the route table's `changesState`: approving a custom season, finishing the
 * tutorial, dismissing a notification, refreshing league history). The product makes them GETs, so
 * a link, a navigation, an `<img>` or a page on a sibling subdomain could fire them with the
 * SameSite=Lax session cookie (an experience request's team URL pointing at its own approve
 * route got it approved by the admin who opened it). They are accepted only from the site's own
 * fetch:
 * - the api client's header (APP_REQUEST_HEADER) must be there: another page cannot add a custom
 *   header without a CORS preflight, which framework/cors.ts answers only for the configured site
 *   origins;
 * - when the browser says how the request was made (Sec-Fetch-*), it must be a fetch (mode cors or
 *   same-origin, destination empty) from the api's own origin, or from a configured site origin
 *   that it names in `Origin` (the api on its own origin, PUBLIC_API_ORIGIN, sees the site's
 *   fetches as same-site or cross-site). `Sec-Fetch-Site: same-site` without an Origin is what an
 *   `<img>` on a sibling subdomain sends: refused.
 * `mount` (mount.ts) registers each such route on `changing`, a router like the app's, so every
 * path the app's router would hand to one of those handlers (a trailing slash, HEAD) is checked.
 */
import type { Router } from '@koa/router';
import { APP_REQUEST_HEADER } from '@pug/domain';
import type { Context, Middleware } from 'koa';
import { forbidden } from './errors.ts';

const FETCH_MODES = new Set(['cors', 'same-origin']);

function isAppFetch(ctx: Context, siteOrigins: ReadonlySet<string>): boolean {
  if (ctx.get(APP_REQUEST_HEADER.name) !== APP_REQUEST_HEADER.value) return false;
  const mode = ctx.get('Sec-Fetch-Mode');
  if (mode && !FETCH_MODES.has(mode)) return false;
  const dest = ctx.get('Sec-Fetch-Dest');
  if (dest && dest !== 'empty') return false;
  const origin = ctx.get('Origin');
  const fromSiteOrigin = origin !== '' && siteOrigins.has(origin);
  if (origin && !fromSiteOrigin && origin !== `${ctx.protocol}://${ctx.host}`) return false;
  const site = ctx.get('Sec-Fetch-Site');
  return !site || site === 'same-origin' || fromSiteOrigin;
}

/** Refuses (403 APP_FETCH_REQUIRED) a request to a route of `changing` that is not the site's own fetch. */
export function appFetchOnly(siteOrigins: readonly string[], changing: Router): Middleware {
  const allowed = new Set(siteOrigins);
  return async (ctx, next) => {
    if (changing.match(ctx.path, ctx.method).route && !isAppFetch(ctx, allowed)) {
      throw forbidden('This action can only be taken from the site itself, not from a link or another page', 'APP_FETCH_REQUIRED');
    }
    await next();
  };
}
