import { expect, it } from 'vitest';
import { mapVoteWinner, pickMapCandidates, tallyMapVotes } from './mapVote.ts';
import { seededRng } from '../rng.ts';

const pool = ['cp_process_final', 'cp_gullywash_final1', 'cp_snakewater_final1', 'cp_sunshine', 'koth_product_final'];

it('offers 3 distinct maps, never the last one', () => {
  for (let seed = 0; seed < 50; seed++) {
    const c = pickMapCandidates(pool, 'cp_sunshine', seededRng(seed).next);
    expect(c).toHaveLength(3);
    expect(new Set(c).size).toBe(3);
    expect(c).not.toContain('cp_sunshine');
    for (const m of c) expect(pool).toContain(m);
  }
});
it('copes with small pools', () => {
  expect(pickMapCandidates(['a_b', 'c_d'], 'a_b', seededRng(1).next)).toEqual(['c_d']);
  expect(pickMapCandidates(['a_b'], 'a_b', seededRng(1).next)).toEqual(['a_b']);
  expect(() => pickMapCandidates([], null, seededRng(1).next)).toThrow(/empty/);
});
it('the most voted map wins; ties are random', () => {
  const c = ['m1', 'm2', 'm3'];
  expect(mapVoteWinner(c, { a: 'm2', b: 'm2', c: 'm1', d: 'not_a_candidate' }, seededRng(1).next)).toBe('m2');
  expect(tallyMapVotes(c, { a: 'm3' })).toEqual([
    { map: 'm1', votes: 0 },
    { map: 'm2', votes: 0 },
    { map: 'm3', votes: 1 },
  ]);
  const winners = new Set<string>();
  for (let seed = 0; seed < 40; seed++) winners.add(mapVoteWinner(c, { a: 'm1', b: 'm3' }, seededRng(seed).next));
  expect([...winners].sort()).toEqual(['m1', 'm3']);
});
