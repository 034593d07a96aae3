import { describe, expect, it } from 'vitest';
import { teamUrlPointsAtSite } from './teamUrl.ts';

const SITE = ['https://pugs.example', 'https://api.pugs.example:8443'];

describe('teamUrlPointsAtSite', () => {
  it.each([
    'https://pugs.example/api/customSeason/x/approve',
    'http://PUGS.example:8080/players',
    'https://pugs.example./api/finishTutorial',
    'https://api.pugs.example/api/dismissNotification/1',
    'http://localhost:8080/api/customSeason/x/approve',
    'http://app.localhost/',
    'http://127.0.0.1/',
    'http://127.1/',
    'http://2130706433/',
    'http://0x7f.0.0.1/',
    'http://0.0.0.0:8080/',
  ])('refuses %s', (url) => expect(teamUrlPointsAtSite(url, SITE)).toBe(true));

  it.each(['https://etf2l.org/teams/4242', 'https://rgl.gg/Public/Team?t=1', 'https://evilpugs.example/', 'https://pugs.example.evil.test/'])(
    'accepts %s',
    (url) => expect(teamUrlPointsAtSite(url, SITE)).toBe(false),
  );
});
