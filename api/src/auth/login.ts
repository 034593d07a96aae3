/**
 * GET /auth/login?returnTo=: the redirect out to the configured provider (league SSO, Steam, or
 * the development picker), remembering the pending sign-in in a cookie.
 */
import { randomBytes } from 'node:crypto';
import { pathOf, routes } from '@pug/domain';
import type { Middleware } from 'koa';
import { badRequest, serviceUnavailable } from '../framework/errors.ts';
import type { AuthDeps } from './auth-deps.ts';
import { setPendingLogin } from './pending-login.ts';
import { sameSitePath } from './return-to.ts';
import { SignInError, type LeagueSso } from './sso/league-sso.ts';
import { steamAuthorizationUrl } from './steam/steam-openid.ts';

export const returnUrl = (origin: string, state?: string) => `${origin}${routes.signInReturn.path}${state ? `?state=${encodeURIComponent(state)}` : ''}`;

export function login(deps: AuthDeps & { sso: LeagueSso | undefined }): Middleware {
  return async (ctx) => {
    const raw = typeof ctx.query.returnTo === 'string' && ctx.query.returnTo !== '' ? ctx.query.returnTo : '/';
    const returnTo = sameSitePath(raw);
    if (!returnTo) throw badRequest('returnTo must be a path on this site');
    // From configuration only: a forged Host or X-Forwarded-Host must not pick where Steam or the league sends the answer.
    const origin = deps.publicOrigin();
    const now = deps.now();
    ctx.set('Cache-Control', 'no-store');

    switch (deps.config.auth.provider) {
      case 'dev':
        ctx.redirect(`${pathOf(routes.devLoginPage)}?returnTo=${encodeURIComponent(returnTo)}`);
        return;
      case 'sso': {
        let start;
        try {
          start = await deps.sso!.start(returnUrl(origin));
        } catch (err) {
          if (err instanceof SignInError) throw serviceUnavailable(err.message, 'SIGN_IN_UNAVAILABLE');
          throw err;
        }
        setPendingLogin(ctx, deps.config.auth.cookieKey, {
          provider: 'sso',
          state: start.state,
          nonce: start.nonce,
          verifier: start.verifier,
          returnTo,
          createdAt: now,
        });
        ctx.redirect(start.authorizationUrl.href);
        return;
      }
      case 'steam': {
        const state = randomBytes(24).toString('base64url');
        setPendingLogin(ctx, deps.config.auth.cookieKey, { provider: 'steam', state, returnTo, createdAt: now });
        ctx.redirect(steamAuthorizationUrl(deps.config.auth.steam, returnUrl(origin, state), origin).href);
        return;
      }
    }
  };
}
