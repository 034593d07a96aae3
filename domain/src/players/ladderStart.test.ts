import { describe, expect, it } from 'vitest';
import { ladderStartFor } from './ladderStart.ts';

const stats = (w: number, l: number) => ({ w, l, recentPugs: [], winStreak: 0, division: '' });

describe('ladderStartFor', () => {
  it('opens on the format and class the player has played most', () => {
    const user = {
      elos: { sixes: { medic: 1500, demoman: 1600 }, hl: { sniper: 1700 } },
      rankings: { sixes: { medic: stats(2, 1), demoman: stats(1, 0) }, hl: { sniper: stats(3, 2) } },
    };
    expect(ladderStartFor(user)).toEqual({ format: 'hl', role: 'sniper' });
  });
  it('without games, a class they have an elo in; signed out or new, the defaults', () => {
    expect(ladderStartFor({ elos: { pl: { demoman: 1500 } }, rankings: {} })).toEqual({ format: 'pl', role: 'demoman' });
    expect(ladderStartFor({ elos: {} })).toEqual({ format: 'sixes', role: 'medic' });
    expect(ladderStartFor(null)).toEqual({ format: 'sixes', role: 'medic' });
  });
});
