/**
 * Cross-site request refusal (CSRF). A state-changing request (POST, PUT, PATCH, DELETE) must
 * come from the api's own origin or a configured site origin: browsers always send `Origin` on
 * those. Requests with no `Origin` (tests, bots, server-to-server) pass unless the browser's
 * `Sec-Fetch-Site` says they are cross-site. GET /api/* is checked too: a foreign Origin is
 * refused there. The product's state-changing GETs (finishTutorial, approve, dismissNotification,
 * refreshHistory) need more than this, since a same-origin link or a sibling subdomain's <img>
 * carries no Origin: framework/app-fetch-only.ts accepts them only from the site's own fetch.
 */
import { PUBLIC_API_PREFIX } from '@pug/domain';
import type { Middleware } from 'koa';
import { forbidden, isApiPath } from '../framework/errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function originCheck(configured: readonly string[]): Middleware {
  const allowedElsewhere = new Set(configured);
  return async (ctx, next) => {
    const changing = STATE_CHANGING.has(ctx.method);
    // The public api (public-api/) answers every origin's GET: it reads as an anonymous visitor.
    const publicRead = ctx.method === 'GET' && ctx.path.startsWith(`${PUBLIC_API_PREFIX}/`);
    if (changing || (isApiPath(ctx.path) && ctx.method === 'GET' && !publicRead)) {
      const origin = ctx.get('Origin');
      if (origin) {
        // Koa 3's ctx.origin echoes the Origin header; the api's own origin is protocol + host
        // (worked out only when there is an Origin to compare: same-origin GETs send none).
        if (!allowedElsewhere.has(origin) && origin !== `${ctx.protocol}://${ctx.host}`) throw forbidden('Cross-origin request refused', 'CROSS_ORIGIN');
      } else {
        const fetchSite = ctx.get('Sec-Fetch-Site');
        if (fetchSite === 'cross-site' || (changing && fetchSite === 'same-site')) throw forbidden('Cross-site request refused', 'CROSS_ORIGIN');
      }
    }
    await next();
  };
}
