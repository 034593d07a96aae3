/**
 * The fake league SSO as a process, for Playwright's webServer:
 *   LEAGUE_SSO_PORT=18481 LEAGUE_SSO_REDIRECT_URIS=http://127.0.0.1:18480/auth/return node --import tsx main.ts
 * Client id/secret from LEAGUE_SSO_CLIENT_ID / LEAGUE_SSO_CLIENT_SECRET (default pug-site / pug-secret).
 * FAKE_DISCORD_REDIRECT_URIS (+ FAKE_DISCORD_CLIENT_ID / _SECRET) adds the fake Discord at /discord/api.
 */
import { fakeDiscordHandler } from '../discord/server.ts';
import { startLeagueSso } from './server.ts';

const sso = await startLeagueSso({
  port: Number(process.env.LEAGUE_SSO_PORT ?? 18_481),
  clientId: process.env.LEAGUE_SSO_CLIENT_ID ?? 'pug-site',
  clientSecret: process.env.LEAGUE_SSO_CLIENT_SECRET ?? 'pug-secret',
  redirectUris: (process.env.LEAGUE_SSO_REDIRECT_URIS ?? 'http://127.0.0.1:18480/auth/return').split(','),
  // With FAKE_DISCORD_REDIRECT_URIS, the fake Discord answers under /discord/api on the same port.
  also: process.env.FAKE_DISCORD_REDIRECT_URIS
    ? fakeDiscordHandler({
        clientId: process.env.FAKE_DISCORD_CLIENT_ID ?? '100000000000000001',
        clientSecret: process.env.FAKE_DISCORD_CLIENT_SECRET ?? 'discord-secret',
        redirectUris: process.env.FAKE_DISCORD_REDIRECT_URIS.split(','),
      })
    : undefined,
});
process.stdout.write(`League SSO ready at ${sso.issuer}\n`);
const stop = () => void sso.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
