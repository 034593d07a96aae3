/**
 * The league's single sign-on over OpenID Connect: authorization code + PKCE (S256), state and
 * nonce, with `openid-client`. The Steam ID comes from a configured claim of the ID token, or of
 * the userinfo answer when the provider keeps profile claims out of the ID token.
 */
import { steamIdSchema } from '@pug/domain';
import * as oidc from 'openid-client';
import type { SsoConfig } from '../auth-config.ts';
import type { ProviderProfile } from '../provider-profile.ts';

export class SignInError extends Error {
  override name = 'SignInError';
}

interface SsoStart {
  authorizationUrl: URL;
  state: string;
  nonce: string;
  verifier: string;
}

export interface LeagueSso {
  start(redirectUri: string): Promise<SsoStart>;
  /** `callbackUrl` is the public URL the provider redirected to, query included. */
  finish(callbackUrl: URL, checks: { state: string; nonce: string; verifier: string }): Promise<ProviderProfile>;
}

export function createLeagueSso(sso: SsoConfig): LeagueSso {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= oidc
      .discovery(
        new URL(sso.issuer),
        sso.clientId,
        sso.clientSecret,
        sso.clientSecret ? oidc.ClientSecretBasic(sso.clientSecret) : oidc.None(),
        // config refuses http issuers in production; http is for the loopback league in tests.
        { execute: sso.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [], timeout: 10 },
      )
      .catch((err: unknown) => {
        discovered = undefined; // try again on the next sign-in
        throw new SignInError(`The league sign-in is unavailable (${(err as Error).message})`);
      });
    return discovered;
  };

  return {
    async start(redirectUri) {
      const config = await configuration();
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const authorizationUrl = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: sso.scope,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { authorizationUrl, state, nonce, verifier };
    },

    async finish(callbackUrl, checks) {
      const config = await configuration();
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: checks.verifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
      } catch (err) {
        throw new SignInError(`The league refused the sign-in (${(err as Error).message})`);
      }
      const idClaims = tokens.claims()!;
      let claims: Record<string, unknown> = { ...idClaims };
      if (claims[sso.steamidClaim] === undefined) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
        claims = { ...info, ...claims };
      }
      const steamid = steamIdSchema.safeParse(String(claims[sso.steamidClaim] ?? ''));
      if (!steamid.success) throw new SignInError(`The league account has no Steam ID in claim "${sso.steamidClaim}"`);
      const alias = [claims.name, claims.nickname, claims.preferred_username].find((v) => typeof v === 'string' && v.trim());
      const avatar = typeof claims.picture === 'string' && /^https?:\/\//.test(claims.picture) ? claims.picture : undefined;
      return {
        steamid: steamid.data,
        ...(alias ? { alias: (alias as string).trim().slice(0, 32) } : {}),
        ...(avatar ? { avatar } : {}),
      };
    },
  };
}
