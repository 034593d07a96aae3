import { expect, it } from 'vitest';
import { acceptSub, acceptSubRefusal, subVoteRefusal, voteSub } from './subs.ts';

const seat = (role: 'medic' | 'scout') => ({ role, needsSub: false, subVotes: [] as string[] });
const pug = {
  phase: 'Playing' as const,
  teams: { blu: { a: seat('medic'), b: seat('scout'), e: seat('scout'), f: seat('scout') }, red: { c: seat('medic'), d: seat('scout') } },
  subbedPlayers: [],
};
const candidate = (steamid: string) => ({ steamid, isBanned: false, inAnotherPug: false });

it('needs 3 votes from teammates to flag needsSub', () => {
  let p = voteSub(pug, 'b', 'a');
  p = voteSub(p, 'e', 'a');
  expect(p.teams.blu.a.needsSub).toBe(false);
  expect(() => voteSub(p, 'b', 'a')).toThrow(/already voted/);
  expect(subVoteRefusal(p, 'outsider', 'a')?.status).toBe(403);
  expect(subVoteRefusal(p, 'c', 'a')).toMatchObject({ status: 403, message: expect.stringMatching(/teammates/) });
  p = voteSub(p, 'f', 'a');
  expect(p.teams.blu.a).toEqual({ role: 'medic', needsSub: true, subVotes: ['b', 'e', 'f'] });
  expect(subVoteRefusal(p, 'a', 'a')?.message).toMatch(/already needs/);
  expect(pug.teams.blu.a.subVotes).toEqual([]);
});

it('the first eligible acceptor takes the seat; later ones are refused', () => {
  let p = voteSub(voteSub(voteSub(pug, 'b', 'a'), 'e', 'a'), 'f', 'a');
  expect(acceptSubRefusal(p, 'a', { ...candidate('x'), isBanned: true })?.status).toBe(403);
  expect(acceptSubRefusal(p, 'a', candidate('c'))?.status).toBe(409);
  expect(acceptSubRefusal(p, 'a', { ...candidate('x'), inAnotherPug: true })?.status).toBe(409);
  p = acceptSub(p, 'a', candidate('x'), 123);
  expect(p.teams.blu).toEqual({ b: seat('scout'), e: seat('scout'), f: seat('scout'), x: seat('medic') });
  expect(p.subbedPlayers).toEqual([{ steamid: 'a', replacedBy: 'x', team: 'blu', role: 'medic', at: 123 }]);
  expect(() => acceptSub(p, 'a', candidate('y'), 124)).toThrow(/not in this pug/);
  expect(acceptSubRefusal(p, 'b', candidate('y'))?.message).toMatch(/does not need/);
});

it('only while the pug runs', () => {
  expect(subVoteRefusal({ ...pug, phase: 'Complete' }, 'b', 'a')?.status).toBe(409);
});
