/**
 * GET /auth/return: where the provider sends the player back. Verifies the answer against the
 * pending sign-in (one use), signs the player in, and redirects to the page they came from.
 */
import type { Middleware } from 'koa';
import { badRequest, unauthorized } from '../framework/errors.ts';
import type { AuthDeps } from './auth-deps.ts';
import { completeSignIn } from './complete-sign-in.ts';
import { returnUrl } from './login.ts';
import { takePendingLogin } from './pending-login.ts';
import type { ProviderProfile } from './provider-profile.ts';
import { SignInError, type LeagueSso } from './sso/league-sso.ts';
import { steamProfile, verifySteamAssertion } from './steam/steam-openid.ts';

export function authReturn(deps: AuthDeps & { sso: LeagueSso | undefined }): Middleware {
  return async (ctx) => {
    const now = deps.now();
    const pending = takePendingLogin(ctx, deps.config.auth.cookieKey, now);
    if (!pending || pending.provider === 'discord') throw badRequest('This sign-in expired or was already used: sign in again', 'SIGN_IN_EXPIRED');
    // Checked against the configured origin only: an assertion made for another realm (another site, or this one under a forged Host) is refused.
    const origin = deps.publicOrigin();
    let profile: ProviderProfile;
    try {
      if (pending.provider === 'sso') {
        if (!deps.sso || !pending.nonce || !pending.verifier) throw new SignInError('The league sign-in is not configured');
        const callbackUrl = new URL(`${returnUrl(origin)}${ctx.search}`);
        profile = await deps.sso.finish(callbackUrl, { state: pending.state, nonce: pending.nonce, verifier: pending.verifier });
      } else {
        if (ctx.query.state !== pending.state) throw new SignInError('The sign-in answer does not match this browser');
        const steam = deps.config.auth.steam;
        const params = new URLSearchParams(ctx.querystring);
        const steamid = await verifySteamAssertion(steam, params, returnUrl(origin, pending.state), now);
        profile = await steamProfile(steam, steamid);
      }
    } catch (err) {
      if (err instanceof SignInError) {
        deps.logger.warn({ provider: pending.provider, reason: err.message }, 'sign-in refused');
        throw unauthorized(err.message, 'SIGN_IN_FAILED');
      }
      throw err;
    }
    await completeSignIn(ctx, deps, profile);
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(`${deps.config.siteOrigins[0] ?? ''}${pending.returnTo}`);
  };
}
