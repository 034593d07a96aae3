import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { balanceTeams } from '../lobby/balance.ts';
import { computeEloChanges } from '../elo/elo.ts';
import { initialPugContext, pugMachine, pugRefusal, upgradePugSnapshot, type PugInput } from './pugMachine.ts';
import { seededRng } from '../rng.ts';
import { fullSeats, SIXES } from '../testFixtures.ts';

const T0 = 1_700_000_000_000;
const seats = fullSeats(SIXES, [1500, 1600, 1400, 1700, 1300, 1800]);
const teams = balanceTeams(seats, SIXES, seededRng(1).next);
const input: PugInput = {
  _id: 'pug1',
  queueName: 'sixes',
  format: 'SIXES',
  shorthand: '6S',
  map: 'cp_process_final',
  teams,
  now: T0,
  captains: { blu: teams.blu[0]!.steamid, red: teams.red[0]!.steamid },
};
const start = () => createActor(pugMachine, { input }).start();
const blu = Object.keys(initialPugContext(input).pug.teams.blu);
const red = Object.keys(initialPugContext(input).pug.teams.red);

describe('pug machine', () => {
  it('starts in Pregame with the wire Pug', () => {
    const a = start();
    const { pug } = a.getSnapshot().context;
    expect(a.getSnapshot().value).toEqual({ Live: 'Pregame' });
    expect(pug.phase).toBe('Pregame');
    expect(pug.startAt).toBe(T0);
    expect(Object.keys(pug.teams.blu)).toHaveLength(6);
    expect(pug.teams.blu[blu[0]!]).toMatchObject({ needsSub: false, subVotes: [], isCaptain: true });
    expect(pug.data).toEqual({ logId: null, score: null });
  });
  it('Pregame -> Playing -> Complete with the score and winner', () => {
    const a = start();
    expect(a.getSnapshot().can({ type: 'COMPLETE', now: T0, score: [1, 0] })).toBe(false);
    a.send({ type: 'START_GAME', now: T0 + 60_000 });
    expect(a.getSnapshot().value).toEqual({ Live: 'Playing' });
    expect(a.getSnapshot().context.pug.gameStartAt).toBe(T0 + 60_000);
    expect(a.getSnapshot().can({ type: 'START_GAME', now: T0 })).toBe(false);
    expect(a.getSnapshot().can({ type: 'COMPLETE', now: T0, score: [-1, 2] })).toBe(false);
    a.send({ type: 'COMPLETE', now: T0 + 1_800_000, score: [2, 5], logId: '3456789' });
    const snap = a.getSnapshot();
    expect(snap.value).toBe('Complete');
    expect(snap.status).toBe('done');
    expect(snap.context.winner).toBe('red');
    expect(snap.context.pug).toMatchObject({ phase: 'Complete', endAt: T0 + 1_800_000, data: { score: [2, 5], logId: '3456789' } });
  });
  it('stores the demos.tf link of the game over beside the logs.tf id, and refuses a bad one', () => {
    const a = start();
    a.send({ type: 'START_GAME', now: T0 + 1 });
    const bad = { type: 'COMPLETE', now: T0 + 2, score: [1, 0], demoUrl: 'javascript:alert(1)' } as const;
    expect(pugRefusal(a.getSnapshot().context, { ...bad, score: [1, 0] })?.status).toBe(400);
    a.send({ type: 'COMPLETE', now: T0 + 2, score: [1, 0], logId: '42', demoUrl: 'https://demos.tf/777' });
    expect(a.getSnapshot().context.pug.data).toEqual({ logId: '42', score: [1, 0], demoUrl: 'https://demos.tf/777' });
  });
  it('takes live score updates only while Playing, and the final score overrides them', () => {
    const a = start();
    expect(pugRefusal(a.getSnapshot().context, { type: 'UPDATE_SCORE', now: T0, score: [1, 0] })?.status).toBe(409);
    a.send({ type: 'START_GAME', now: T0 + 1 });
    expect(a.getSnapshot().can({ type: 'UPDATE_SCORE', now: T0 + 2, score: [1, 0.5] })).toBe(false);
    a.send({ type: 'UPDATE_SCORE', now: T0 + 2, score: [1, 0] });
    expect(a.getSnapshot().value).toEqual({ Live: 'Playing' });
    expect(a.getSnapshot().context.pug.data).toEqual({ logId: null, score: [1, 0] });
    a.send({ type: 'UPDATE_SCORE', now: T0 + 3, score: [1, 2] });
    expect(a.getSnapshot().context.pug.data.score).toEqual([1, 2]);
    a.send({ type: 'COMPLETE', now: T0 + 4, score: [3, 2] });
    expect(a.getSnapshot().context).toMatchObject({ winner: 'blu', pug: { data: { score: [3, 2] } } });
  });
  it('an admin can end the pug early: no score', () => {
    const a = start();
    a.send({ type: 'END_PUG', now: T0 + 10 });
    expect(a.getSnapshot().value).toBe('Complete');
    expect(a.getSnapshot().context).toMatchObject({ aborted: true, winner: null });
    expect(pugRefusal(a.getSnapshot().context, { type: 'END_PUG', now: T0 })?.status).toBe(409);
    expect(a.getSnapshot().context.pug.endReason).toBeUndefined();
  });
  it('a cancel keeps its reason on the pug', () => {
    const a = start();
    a.send({ type: 'END_PUG', now: T0 + 10, reason: 'No game server was free' });
    expect(a.getSnapshot().context.pug).toMatchObject({ phase: 'Complete', endReason: 'No game server was free' });
  });
  it('subs: 3 votes then the first eligible acceptor; the subbed-out player gets no elo', () => {
    const a = start();
    a.send({ type: 'START_GAME', now: T0 + 1 });
    const target = blu[2]!;
    for (const voter of [blu[0]!, blu[1]!, blu[3]!]) a.send({ type: 'VOTE_SUB', voter, target });
    expect(a.getSnapshot().context.pug.teams.blu[target]!.needsSub).toBe(true);
    const sub = '76561198000000099';
    expect(a.getSnapshot().can({ type: 'ACCEPT_SUB', playerId: target, candidate: { steamid: sub, isBanned: true, inAnotherPug: false }, now: T0 })).toBe(
      false,
    );
    a.send({ type: 'ACCEPT_SUB', playerId: target, candidate: { steamid: sub, isBanned: false, inAnotherPug: false }, now: T0 + 5 });
    expect(
      a.getSnapshot().can({ type: 'ACCEPT_SUB', playerId: target, candidate: { steamid: '76561198000000098', isBanned: false, inAnotherPug: false }, now: T0 }),
    ).toBe(false);
    a.send({ type: 'COMPLETE', now: T0 + 9, score: [3, 1] });
    const { pug } = a.getSnapshot().context;
    expect(pug.subbedPlayers).toEqual([expect.objectContaining({ steamid: target, replacedBy: sub, team: 'blu' })]);
    const toPlayers = (t: typeof pug.teams.blu) => Object.entries(t).map(([steamid, s]) => ({ steamid, role: s.role, elo: s.elo ?? 1000, pugsPlayed: 20 }));
    const changes = computeEloChanges({ format: 'SIXES', blu: toPlayers(pug.teams.blu), red: toPlayers(pug.teams.red), score: pug.data.score });
    expect(changes.map((c) => c.steamid)).toContain(sub);
    expect(changes.map((c) => c.steamid)).not.toContain(target);
  });
  it('a ban opens the seat at once (no vote), records the banned player, and is refused off the pug', () => {
    const a = start();
    const target = red[1]!;
    expect(a.getSnapshot().can({ type: 'PLAYER_BANNED', steamid: '76561198000000097' })).toBe(false);
    a.send({ type: 'PLAYER_BANNED', steamid: target });
    const { context } = a.getSnapshot();
    expect(context.pug.teams.red[target]).toMatchObject({ needsSub: true, subVotes: [] });
    expect(context.bannedPlayers).toEqual([target]);
    a.send({ type: 'PLAYER_BANNED', steamid: target });
    expect(a.getSnapshot().context.bannedPlayers).toEqual([target]);
    const sub = '76561198000000096';
    a.send({ type: 'ACCEPT_SUB', playerId: target, candidate: { steamid: sub, isBanned: false, inAnotherPug: false }, now: T0 + 5 });
    expect(a.getSnapshot().context.pug.teams.red[sub]).toMatchObject({ needsSub: false });
    expect(a.getSnapshot().context.pug.teams.red[target]).toBeUndefined();
    a.send({ type: 'END_PUG', now: T0 + 9 });
    expect(a.getSnapshot().can({ type: 'PLAYER_BANNED', steamid: sub })).toBe(false);
  });
  it('subs: votes of the other team do not count; three teammates do; the player asking for their own sub needs no vote', () => {
    const a = start();
    const target = blu[2]!;
    const voteOf = (voter: string) => ({ type: 'VOTE_SUB', voter, target }) as const;
    for (const voter of red.slice(0, 3)) {
      expect(a.getSnapshot().can(voteOf(voter))).toBe(false);
      expect(pugRefusal(a.getSnapshot().context, voteOf(voter))).toMatchObject({ status: 403, message: expect.stringMatching(/teammates/) });
      a.send(voteOf(voter));
    }
    expect(a.getSnapshot().context.pug.teams.blu[target]).toMatchObject({ needsSub: false, subVotes: [] });
    a.send(voteOf(blu[3]!));
    a.send(voteOf(blu[0]!));
    expect(a.getSnapshot().context.pug.teams.blu[target]!.needsSub).toBe(false);
    a.send(voteOf(blu[1]!));
    expect(a.getSnapshot().context.pug.teams.blu[target]).toMatchObject({ needsSub: true, subVotes: [blu[3], blu[0], blu[1]] });
    a.send({ type: 'VOTE_SUB', voter: blu[4]!, target: blu[4]! });
    expect(a.getSnapshot().context.pug.teams.blu[blu[4]!]).toMatchObject({ needsSub: true, subVotes: [blu[4]] });
    a.send({ type: 'FORCE_SUB', target: red[0]! });
    expect(a.getSnapshot().context.pug.teams.red[red[0]!]).toMatchObject({ needsSub: true });
    expect(a.getSnapshot().can({ type: 'FORCE_SUB', target: red[0]! })).toBe(false);
  });
  it('subs: only teammates still seated count; a subbed-out voter no longer does', () => {
    const a = start();
    const [gone, target, b, c] = [blu[0]!, blu[1]!, blu[2]!, blu[3]!];
    a.send({ type: 'VOTE_SUB', voter: gone, target });
    for (const voter of [b, c, blu[4]!]) a.send({ type: 'VOTE_SUB', voter, target: gone });
    const sub = '76561198000000099';
    a.send({ type: 'ACCEPT_SUB', playerId: gone, candidate: { steamid: sub, isBanned: false, inAnotherPug: false }, now: T0 + 1 });
    a.send({ type: 'VOTE_SUB', voter: b, target });
    a.send({ type: 'VOTE_SUB', voter: c, target });
    expect(a.getSnapshot().context.pug.teams.blu[target]!.needsSub).toBe(false);
    expect(a.getSnapshot().can({ type: 'VOTE_SUB', voter: gone, target })).toBe(false);
    a.send({ type: 'VOTE_SUB', voter: sub, target });
    expect(a.getSnapshot().context.pug.teams.blu[target]!.needsSub).toBe(true);
  });
  it('refuses unequal teams', () => {
    expect(() => initialPugContext({ ...input, teams: { blu: teams.blu, red: teams.red.slice(1) } })).toThrow(/equal size/);
  });
  it('persists and resumes', () => {
    const a = start();
    a.send({ type: 'START_GAME', now: T0 + 1 });
    const saved = JSON.parse(JSON.stringify(a.getPersistedSnapshot()));
    const b = createActor(pugMachine, { snapshot: saved, input }).start();
    expect(b.getSnapshot().value).toEqual({ Live: 'Playing' });
    b.send({ type: 'COMPLETE', now: T0 + 2, score: [1, 1] });
    expect(b.getSnapshot().context.winner).toBe('draw');
  });
  it('resumes a snapshot stored before Pregame and Playing were grouped under Live', () => {
    const a = start();
    a.send({ type: 'START_GAME', now: T0 + 1 });
    const old = { ...JSON.parse(JSON.stringify(a.getPersistedSnapshot())), value: 'Playing' };
    expect(() => pugMachine.resolveState(old)).toThrow(/State 'Playing' does not exist/);
    const b = createActor(pugMachine, { snapshot: upgradePugSnapshot(old) as typeof old, input }).start();
    expect(b.getSnapshot().value).toEqual({ Live: 'Playing' });
    b.send({ type: 'END_PUG', now: T0 + 2 });
    expect(b.getSnapshot().context.pug.phase).toBe('Complete');
    const complete = JSON.parse(JSON.stringify(b.getPersistedSnapshot()));
    expect(upgradePugSnapshot(complete)).toEqual(complete);
  });
  it('an admin ends a played pug with the score so far: a result (elo applies), saying how it ended', () => {
    const a = start();
    a.send({ type: 'START_GAME', now: T0 + 1 });
    a.send({ type: 'UPDATE_SCORE', now: T0 + 2, score: [3, 2] });
    a.send({ type: 'COMPLETE', now: T0 + 3, score: [3, 2], byAdmin: { reason: 'Ended by Ann with the score so far, 3–2' } });
    const { pug, winner, aborted } = a.getSnapshot().context;
    expect(a.getSnapshot().value).toBe('Complete');
    expect({ winner, aborted }).toEqual({ winner: 'blu', aborted: false });
    expect(pug).toMatchObject({ resultByAdmin: true, endReason: 'Ended by Ann with the score so far, 3–2', data: { score: [3, 2] } });
  });
  it("REQUEST_SUB opens a seated player's seat once, while the pug runs", () => {
    const a = start();
    const target = red[2]!;
    expect(a.getSnapshot().can({ type: 'REQUEST_SUB', steamid: '76561198000000097' })).toBe(false);
    a.send({ type: 'REQUEST_SUB', steamid: target });
    expect(a.getSnapshot().context.pug.teams.red[target]!.needsSub).toBe(true);
    expect(a.getSnapshot().context.bannedPlayers).toEqual([]);
    expect(pugRefusal(a.getSnapshot().context, { type: 'REQUEST_SUB', steamid: target })?.code).toBe('CONFLICT');
  });
});
