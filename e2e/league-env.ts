/**
 * The api's settings for the league around it in the browser tests: its single sign-on, its player
 * API and Discord linking, all answered by the league SSO stand-in on `ssoPort`
 * (test-tools/league-sso/main.ts, started by playwright.config.ts).
 */
export function leagueEnv(ssoPort: number | string): Record<string, string> {
  const sso = `http://127.0.0.1:${ssoPort}`;
  return {
    SSO_ISSUER: sso,
    SSO_CLIENT_ID: 'pug-site',
    SSO_CLIENT_SECRET: 'pug-secret',
    // The league SSO process also answers the league's player API.
    LEAGUE_API_URL: sso,
    // Discord linking against the fake Discord the league SSO stand-in also serves (test-tools/discord).
    DISCORD_CLIENT_ID: '100000000000000001',
    DISCORD_CLIENT_SECRET: 'discord-secret',
    DISCORD_API_URL: `${sso}/discord/api`,
  };
}
