import { describe, expect, it } from 'vitest';
import { mostPlayed, recordText, tallyMates, winRate, type MatesPug, type WinLoss } from './mates.ts';

const ME = 'me';
const seat = { role: 'scout' as const };
const team = (...ids: string[]) => Object.fromEntries(ids.map((id) => [id, seat]));

function pug(over: Partial<MatesPug> & { blu?: string[]; red?: string[]; score?: [number, number] | null }): MatesPug {
  const { blu = [ME, 'ally'], red = ['foe1', 'foe2'], score = [3, 1], ...rest } = over;
  return { format: 'SIXES', phase: 'Complete', teams: { blu: team(...blu), red: team(...red) }, data: { score }, ...rest };
}

const rec = (w: number, l: number, d = 0): WinLoss => ({ w, l, d });

/** Each case: the pugs, then what the tally says of `ally` (with) and `foe1` (against) in Sixes, and the pugs counted. */
const CASES: { name: string; pugs: MatesPug[]; pugsCounted: number; ally: WinLoss | undefined; foe1: WinLoss | undefined }[] = [
  { name: 'a win counts with the team-mate and against the other team', pugs: [pug({})], pugsCounted: 1, ally: rec(1, 0), foe1: rec(1, 0) },
  { name: 'a loss on RED', pugs: [pug({ blu: ['foe1', 'foe2'], red: [ME, 'ally'] })], pugsCounted: 1, ally: rec(0, 1), foe1: rec(0, 1) },
  { name: 'a draw counts as a draw', pugs: [pug({ score: [2, 2] })], pugsCounted: 1, ally: rec(0, 0, 1), foe1: rec(0, 0, 1) },
  { name: 'a cancelled pug (aborted) does not count', pugs: [pug({ aborted: true })], pugsCounted: 0, ally: undefined, foe1: undefined },
  { name: 'a pug with no score does not count', pugs: [pug({ score: null })], pugsCounted: 0, ally: undefined, foe1: undefined },
  { name: 'a live pug does not count', pugs: [pug({ phase: 'Playing' })], pugsCounted: 0, ally: undefined, foe1: undefined },
  {
    name: 'the player subbed out of it (not seated at the end) does not count it',
    pugs: [pug({ blu: ['sub', 'ally'] })],
    pugsCounted: 0,
    ally: undefined,
    foe1: undefined,
  },
  {
    name: 'the sub who took a seat counts for the others; the player they replaced is not counted',
    pugs: [pug({ blu: [ME, 'sub'], red: ['foe1', 'foe2'] })],
    pugsCounted: 1,
    ally: undefined,
    foe1: rec(1, 0),
  },
  { name: 'a player banned while seated is left out', pugs: [pug({ bannedPlayers: ['foe1'] })], pugsCounted: 1, ally: rec(1, 0), foe1: undefined },
  { name: 'the player banned while seated counts nothing', pugs: [pug({ bannedPlayers: [ME] })], pugsCounted: 0, ally: undefined, foe1: undefined },
  {
    name: 'records add up over pugs, on either side',
    pugs: [pug({}), pug({ score: [0, 5] }), pug({ blu: [ME, 'foe1'], red: ['ally', 'foe2'] })],
    pugsCounted: 3,
    ally: rec(1, 1),
    foe1: rec(1, 1),
  },
  { name: 'another format is tallied apart', pugs: [pug({ format: 'HIGHLANDER' })], pugsCounted: 0, ally: undefined, foe1: undefined },
];

describe('tallyMates: who counts', () => {
  it.each(CASES)('$name', ({ pugs, pugsCounted, ally, foe1 }) => {
    const sixes = tallyMates(pugs, ME).get('SIXES');
    expect(sixes?.pugs ?? 0).toBe(pugsCounted);
    expect(sixes?.with.get('ally')).toEqual(ally);
    expect(sixes?.against.get('foe1')).toEqual(foe1);
    expect(sixes?.with.has(ME) ?? false).toBe(false);
  });

  it('keeps formats apart', () => {
    const tally = tallyMates([pug({}), pug({ format: 'HIGHLANDER', score: [0, 1] })], ME);
    expect(tally.get('SIXES')?.with.get('ally')).toEqual(rec(1, 0));
    expect(tally.get('HIGHLANDER')?.with.get('ally')).toEqual(rec(0, 1));
  });
});

describe('mostPlayed, recordText, winRate', () => {
  it('orders by pugs played, then wins, then steamid, and cuts to the limit', () => {
    const records = new Map([
      ['b', rec(1, 1)],
      ['a', rec(1, 1)],
      ['c', rec(0, 3)],
      ['d', rec(2, 0)],
      ['e', rec(1, 0)],
    ]);
    expect(mostPlayed(records, 4).map(([s]) => s)).toEqual(['c', 'd', 'a', 'b']);
  });

  it.each([
    [rec(12, 7), '12–7', 63],
    [rec(3, 9, 1), '3–9–1', 23],
    [rec(0, 0), '0–0', null],
  ])('%o reads %s, %s%%', (record, text, rate) => {
    expect(recordText(record)).toBe(text);
    expect(winRate(record)).toBe(rate);
  });
});
