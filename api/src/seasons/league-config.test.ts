import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

const configError = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error('expected a configuration error');
};

it('has no league API by default (histories as stored) and links RGL pages', () => {
  expect(loadConfig({}).league).toEqual({
    apiUrl: undefined,
    profileUrl: 'https://rgl.gg/Public/PlayerProfile?p={steamid}',
    teamUrl: 'https://rgl.gg/Public/Team?t={teamId}',
    staleMs: 24 * 3600_000,
    timeoutMs: 5000,
  });
});

it('reads LEAGUE_API_URL, LEAGUE_PROFILE_URL, LEAGUE_TEAM_URL, LEAGUE_STALE_HOURS and LEAGUE_TIMEOUT_MS', () => {
  const { league } = loadConfig({
    LEAGUE_API_URL: 'https://api.league.example/',
    LEAGUE_PROFILE_URL: 'https://league.example/p/{steamid}',
    LEAGUE_TEAM_URL: 'https://league.example/t/{teamId}',
    LEAGUE_STALE_HOURS: '6',
    LEAGUE_TIMEOUT_MS: '2500',
  });
  expect(league).toEqual({
    apiUrl: 'https://api.league.example',
    profileUrl: 'https://league.example/p/{steamid}',
    teamUrl: 'https://league.example/t/{teamId}',
    staleMs: 6 * 3600_000,
    timeoutMs: 2500,
  });
  expect(loadConfig({ LEAGUE_PROFILE_URL: 'none' }).league.profileUrl).toBeNull();
});

it('stops start-up with a message naming the variable for a bad value', () => {
  expect(configError({ LEAGUE_API_URL: 'ftp://league.example' }).message).toMatch(/LEAGUE_API_URL: must be an http\(s\) URL/);
  expect(configError({ LEAGUE_API_URL: 'https://user:pw@league.example' }).message).toMatch(/LEAGUE_API_URL/);
  expect(configError({ LEAGUE_PROFILE_URL: 'https://league.example/p/' }).message).toMatch(/LEAGUE_PROFILE_URL: must contain \{steamid\}/);
  expect(configError({ LEAGUE_TEAM_URL: 'league.example/{teamId}' }).message).toMatch(/LEAGUE_TEAM_URL/);
  expect(configError({ LEAGUE_TIMEOUT_MS: '10' }).message).toMatch(/LEAGUE_TIMEOUT_MS: must be at least 100/);
  expect(configError({ LEAGUE_STALE_HOURS: 'soon' }).message).toMatch(/LEAGUE_STALE_HOURS/);
});
