/**
 * The fake league SSO as a process, for Playwright's webServer:
 *   LEAGUE_SSO_PORT=18481 LEAGUE_SSO_REDIRECT_URIS=http://127.0.0.1:18480/auth/return node --import tsx main.ts
 * Client id/secret from LEAGUE_SSO_CLIENT_ID / LEAGUE_SSO_CLIENT_SECRET (default pug-site / pug-secret).
 * It also answers the league's player API (`/v0/profile/{steamid}/teams`) for the api's LEAGUE_API_URL;
 * FAKE_DISCORD_REDIRECT_URIS (+ FAKE_DISCORD_CLIENT_ID / _SECRET) adds the fake Discord at /discord/api.
 */
import { fakeDiscordHandler } from '../discord/server.ts';
import { leagueApiHandler, leagueTeam } from '../league-api/server.ts';
import { startLeagueSso } from './server.ts';

// The league's player API on the same port: players 765611987000009xx (e2e's new players) have
// two seasons; everyone else is unknown to the league (404).
const api = leagueApiHandler({
  teams: new Map(),
  teamsFor: (steamid) =>
    /^765611987000009\d\d$/.test(steamid)
      ? [
          leagueTeam({ seasonId: 150, divisionName: 'Intermediate', teamId: 4150, startedAt: '2025-09-01T00:00:00.000Z', leftAt: '2025-11-30T00:00:00.000Z' }),
          leagueTeam({
            seasonId: 152,
            seasonName: 'Highlander Season 21',
            formatName: 'Highlander',
            divisionName: 'Main',
            teamId: 4152,
            startedAt: '2026-01-10T00:00:00.000Z',
          }),
        ]
      : undefined,
  mode: { kind: 'ok' },
  requests: [],
});

const discord = process.env.FAKE_DISCORD_REDIRECT_URIS
  ? fakeDiscordHandler({
      clientId: process.env.FAKE_DISCORD_CLIENT_ID ?? '100000000000000001',
      clientSecret: process.env.FAKE_DISCORD_CLIENT_SECRET ?? 'discord-secret',
      redirectUris: process.env.FAKE_DISCORD_REDIRECT_URIS.split(','),
    })
  : undefined;

const sso = await startLeagueSso({
  port: Number(process.env.LEAGUE_SSO_PORT ?? 18_481),
  clientId: process.env.LEAGUE_SSO_CLIENT_ID ?? 'pug-site',
  clientSecret: process.env.LEAGUE_SSO_CLIENT_SECRET ?? 'pug-secret',
  redirectUris: (process.env.LEAGUE_SSO_REDIRECT_URIS ?? 'http://127.0.0.1:18480/auth/return').split(','),
  // The league's player API (/v0/…) and, with FAKE_DISCORD_REDIRECT_URIS, the fake Discord
  // (/discord/api) answer on the same port.
  also: (req, res) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname.startsWith('/v0/')) {
      api(req, res);
      return true;
    }
    return discord?.(req, res) ?? false;
  },
});
process.stdout.write(`League SSO ready at ${sso.issuer}\n`);
const stop = () => void sso.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
