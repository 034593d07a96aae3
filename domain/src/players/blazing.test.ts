import { describe, expect, it } from 'vitest';
import { blazingKeys, isBlazingAs } from './blazing.ts';

const streak = (winStreak: number) => ({ winStreak });

describe('where a name blazes', () => {
  it('lists the formats and classes of a win streak of 5 or more, sorted', () => {
    expect(blazingKeys({ sixes: { medic: streak(6), scout: streak(4) }, hl: { soldier: streak(5) } })).toEqual(['hl.soldier', 'sixes.medic']);
    expect(blazingKeys(undefined)).toEqual([]);
  });
  it('blazes on a card of that class in that format, unless the viewer hides text effects', () => {
    const user = { blazing: ['sixes.medic'] };
    expect(isBlazingAs(user, 'SIXES', 'medic', false)).toBe(true);
    expect(isBlazingAs(user, 'HIGHLANDER', 'medic', false)).toBe(false);
    expect(isBlazingAs(user, 'SIXES', 'scout', false)).toBe(false);
    expect(isBlazingAs(user, 'SIXES', 'medic', true)).toBe(false);
    expect(isBlazingAs(undefined, 'SIXES', 'medic', false)).toBe(false);
  });
});
