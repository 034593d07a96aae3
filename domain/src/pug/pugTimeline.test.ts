import { describe, expect, it } from 'vitest';
import type { Pug } from '../entities.ts';
import { pugTimeline, pugTimelineText } from './pugTimeline.ts';

const T = 1_700_000_000_000;
const base: Parameters<typeof pugTimeline>[0] = { phase: 'Playing', startAt: T, map: 'cp_process_final', subbedPlayers: [], data: { score: null } };
const alias = (steamid: string) => steamid.toUpperCase();
const lines = (pug: Parameters<typeof pugTimeline>[0]) => pugTimeline(pug).map((e) => pugTimelineText(e, alias));

describe('pugTimeline', () => {
  it('a pug just started: only its start, on its map', () => {
    expect(lines(base)).toEqual(['Pug started on cp_process_final']);
  });

  it('a live pug: start, joins and leaves by time, subs, then the score so far (no time)', () => {
    const pug: Parameters<typeof pugTimeline>[0] = {
      ...base,
      gameStartAt: T + 5000,
      onServer: { a: { state: 'joined', team: 'blu', at: T + 3000 }, b: { state: 'left', at: T + 9000 }, c: { state: 'connected', at: T + 1000 } },
      subbedPlayers: [{ steamid: 'd', replacedBy: 'e', team: 'red', role: 'medic', at: T + 7000 }],
      data: { score: [1, 0] },
    };
    expect(lines(pug)).toEqual([
      'Pug started on cp_process_final',
      'A joined BLU on the server',
      'Match started on the server (cp_process_final)',
      'E subbed in for D (RED Medic)',
      'B left the server',
      'Score so far: BLU 1, RED 0',
    ]);
    expect(pugTimeline(pug).map((e) => e.at)).toEqual([T, T + 3000, T + 5000, T + 7000, T + 9000, null]);
  });

  it.each<[string, Partial<Pug>, string]>([
    ['completed', { data: { score: [1, 3] } }, 'Pug over: RED won 3–1'],
    [
      'ended by an admin with the score so far',
      { data: { score: [2, 0] }, resultByAdmin: true, endReason: 'Server crashed' },
      'Ended by an admin: BLU won 2–0. Server crashed',
    ],
    ['cancelled by an admin', { data: { score: null }, endedBy: 'admin', endReason: 'Wrong map' }, 'Ended by an admin: no result. Wrong map'],
    [
      'called off by the site',
      { data: { score: null }, endedBy: 'site', endReason: 'No game server was free' },
      'Cancelled: no result. No game server was free',
    ],
  ])('a pug %s ends with how it ended and its result', (_, end, last) => {
    const pug = { ...base, ...end, phase: 'Complete' as const, endAt: T + 60_000 };
    const events = pugTimeline(pug);
    expect(events.at(-1)).toMatchObject({ kind: 'ended', at: T + 60_000 });
    expect(lines(pug).at(-1)).toBe(last);
    expect(events.some((e) => e.kind === 'scoreSoFar')).toBe(false);
  });
});
