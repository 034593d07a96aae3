/**
 * The development sign-in: POST /auth/dev-login {steamid, alias, admin?} signs in as anyone, and
 * GET /auth/dev-login lists the seeded demo players to pick one. Only when `config.auth.devLogin`
 * (never in production: config refuses AUTH_DEV=1 there); otherwise both answer 404.
 */
import { randomBytes } from 'node:crypto';
import { steamIdSchema } from '@pug/domain';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { badRequest, notFound } from '../framework/errors.ts';
import { noncePolicy } from '../framework/security-headers.ts';
import { parseBody } from '../framework/validate.ts';
import type { AuthDeps } from './auth-deps.ts';
import { completeSignIn } from './complete-sign-in.ts';
import { renderDevLoginPage } from './dev-login-page.ts';
import { sameSitePath } from './return-to.ts';

const devLoginBodySchema = z.strictObject({
  steamid: steamIdSchema,
  alias: z.string().trim().min(1, 'must not be empty').max(32, 'must be at most 32 characters'),
  /** Sets the stored admin flag (tests and demos); absent leaves it as it is. */
  admin: z.boolean().optional(),
});

function assertEnabled(deps: AuthDeps): void {
  if (!deps.config.auth.devLogin) throw notFound('The development sign-in is off');
}

export function postDevLogin(deps: AuthDeps): Middleware {
  return async (ctx) => {
    assertEnabled(deps);
    const body = parseBody(ctx, devLoginBodySchema);
    const existing = await deps.collections.users.findOne({ _id: body.steamid }, { projection: { avatar: 1 } });
    const user = await completeSignIn(ctx, deps, {
      steamid: body.steamid,
      alias: body.alias,
      ...(existing?.avatar ? { avatar: existing.avatar } : {}),
      ...(body.admin !== undefined ? { isAdmin: body.admin } : {}),
    });
    ctx.body = user;
  };
}

export function getDevLoginPage(deps: AuthDeps): Middleware {
  return async (ctx) => {
    assertEnabled(deps);
    const raw = typeof ctx.query.returnTo === 'string' ? ctx.query.returnTo : '/';
    const returnTo = sameSitePath(raw);
    if (!returnTo) throw badRequest('returnTo must be a path on this site');
    const players = await deps.collections.users
      .find({ isDummy: true }, { projection: { steamid: 1, alias: 1 } })
      .sort({ alias: 1 })
      .limit(100)
      .toArray();
    const nonce = randomBytes(16).toString('base64');
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Security-Policy', noncePolicy(nonce));
    ctx.body = renderDevLoginPage({ players, returnTo, nonce });
  };
}
