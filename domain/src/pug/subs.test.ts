import { expect, it } from 'vitest';
import {
  acceptSub,
  acceptSubRefusal,
  forceSub,
  openSeatRefusal,
  openSubSeatsFor,
  offersSubVote,
  seatsOpenedForSub,
  seatTakesSub,
  subVoteProgress,
  subVoteRefusal,
  voteSub,
} from './subs.ts';
import { teamMeanElo } from './teamElo.ts';

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
  expect(() => acceptSub(p, 'a', candidate('y'), 124)).toThrow(/already took that seat/);
  expect(acceptSubRefusal(p, 'a', candidate('y'))?.status).toBe(409);
  expect(acceptSubRefusal(p, 'nobody', candidate('y'))?.status).toBe(404);
  expect(acceptSubRefusal(p, 'b', candidate('y'))?.message).toMatch(/does not need/);
});

it('only while the pug runs', () => {
  expect(subVoteRefusal({ ...pug, phase: 'Complete' }, 'b', 'a')?.status).toBe(409);
});

it('a player asking for their own sub needs it at once', () => {
  const p = voteSub(pug, 'a', 'a');
  expect(p.teams.blu.a).toEqual({ role: 'medic', needsSub: true, subVotes: ['a'] });
  expect(seatsOpenedForSub(pug, p)).toEqual([{ steamid: 'a', team: 'blu', role: 'medic' }]);
});

it('an admin forces a sub on a seated player of a running pug, once', () => {
  const p = forceSub(pug, 'c');
  expect(p.teams.red.c.needsSub).toBe(true);
  expect(seatsOpenedForSub(pug, p)).toEqual([{ steamid: 'c', team: 'red', role: 'medic' }]);
  expect(seatsOpenedForSub(p, p)).toEqual([]);
  expect(openSeatRefusal(p, 'c')?.status).toBe(409);
  expect(openSeatRefusal(pug, 'nobody')?.status).toBe(404);
  expect(openSeatRefusal({ ...pug, phase: 'Complete' }, 'c')?.status).toBe(409);
});

it('shows progress as "n of 3", counting only teammates still seated', () => {
  expect(subVoteProgress(pug, 'a')).toEqual({ votes: 0, needed: 3, label: '0 of 3 sub votes' });
  const p = voteSub(voteSub(pug, 'b', 'a'), 'e', 'a');
  expect(subVoteProgress(p, 'a')?.label).toBe('2 of 3 sub votes');
  // b is subbed out: their vote no longer counts
  const { b: _b, ...blu } = p.teams.blu;
  expect(subVoteProgress({ ...p, teams: { ...p.teams, blu } }, 'a')?.label).toBe('1 of 3 sub votes');
  expect(subVoteProgress(pug, 'nobody')).toBeNull();
  expect(subVoteProgress({ ...p, phase: 'Complete' }, 'a')).toBeNull();
});

it('offers the sub vote only on your own team, while the pug runs', () => {
  expect(offersSubVote(pug, 'b', 'a')).toBe(true);
  expect(offersSubVote(pug, 'a', 'a')).toBe(true);
  expect(offersSubVote(pug, 'c', 'a')).toBe(false);
  expect(offersSubVote(pug, 'outsider', 'a')).toBe(false);
  expect(offersSubVote({ ...pug, phase: 'Complete' }, 'b', 'a')).toBe(false);
});

it("a team's mean elo is over the seats that have one", () => {
  expect(teamMeanElo({ a: { elo: 1500 }, b: { elo: 1601 }, c: {} })).toBe(1551);
  expect(teamMeanElo({ a: {} })).toBeNull();
  expect(teamMeanElo({})).toBeNull();
});

it('offers the open seats of running pugs to a signed-in player who plays none and is not banned', () => {
  const open = forceSub(pug, 'd');
  const finished = { ...forceSub(pug, 'a'), phase: 'Complete' as const };
  expect(openSubSeatsFor([open, finished], 'x', false)).toEqual([{ pug: open, steamid: 'd', team: 'red', role: 'scout' }]);
  expect(openSubSeatsFor([open], 'x', true)).toEqual([]); // banned: the api would refuse
  expect(openSubSeatsFor([open], null, false)).toEqual([]); // a visitor
  expect(openSubSeatsFor([open], 'b', false)).toEqual([]); // seated in a running pug
  expect(openSubSeatsFor([pug], 'x', false)).toEqual([]); // nothing open
});

// "Can a seat be subbed in this pug now": only while it runs, and only a seat that waits for a sub.
it.each([
  ['Pregame', true, true],
  ['Playing', true, true],
  ['Playing', false, false],
  ['Complete', true, false], // completed, ended by an admin, cancelled (no server, too many subs)
  ['Complete', false, false],
] as const)('a %s pug, seat waiting for a sub: %s -> subbable %s', (phase, needsSub, subbable) => {
  const p = { ...pug, phase, teams: { ...pug.teams, blu: { ...pug.teams.blu, a: { ...seat('medic'), needsSub } } } };
  expect(seatTakesSub(p, 'a')).toBe(subbable);
  expect(acceptSubRefusal(p, 'a', candidate('x')) === null).toBe(subbable);
  if (!subbable) expect(acceptSubRefusal(p, 'a', candidate('x'))?.status).toBe(409);
  expect(openSubSeatsFor([p], 'x', false).some((s) => s.steamid === 'a')).toBe(subbable);
  expect(seatTakesSub(p, 'nobody')).toBe(false);
});
