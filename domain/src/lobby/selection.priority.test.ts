import { describe, expect, it } from 'vitest';
import type { QueuePlayer } from '../entities.ts';
import type { Role } from '../formats/formats.ts';
import { SIXES, SIXES_ROLES, sid, snapshot } from '../testFixtures.ts';
import { initialLobbyContext, queueSnapshotOf, type LobbyContext } from './lobbyContext.ts';
import { applyJoin, applyLeave } from './lobbyQueue.ts';
import { finishRound, reselect } from './lobbyRound.ts';
import { seatingOrder, selectPlayers } from './selection.ts';

const p = (n: number, queuedAt: number, priority = false): QueuePlayer => ({ steamid: sid(n), queuedAt, ...(priority ? { priority: true as const } : {}) });

describe('seatingOrder: the first two queued, then priority players, then the rest, each by queuedAt', () => {
  const cases: { name: string; players: QueuePlayer[]; order: number[] }[] = [
    { name: 'no priority: plain queuedAt order', players: [p(3, 30), p(1, 10), p(2, 20)], order: [1, 2, 3] },
    { name: 'a priority player goes before earlier players without it', players: [p(1, 10), p(2, 20), p(3, 30), p(4, 40, true)], order: [1, 2, 4, 3] },
    { name: 'the first two queued stay first even without priority', players: [p(1, 10), p(2, 20), p(3, 30, true)], order: [1, 2, 3] },
    { name: 'a priority player among the first two stays there', players: [p(1, 10, true), p(2, 20), p(3, 30), p(4, 40, true)], order: [1, 2, 4, 3] },
    {
      name: 'priority players among themselves by their old queuedAt',
      players: [p(1, 1), p(2, 2), p(5, 50, true), p(3, 30), p(4, 40, true)],
      order: [1, 2, 4, 5, 3],
    },
    { name: 'ties by steamid', players: [p(2, 10), p(1, 10), p(4, 20, true), p(3, 20, true)], order: [1, 2, 3, 4] },
  ];
  it.each(cases)('$name', ({ players, order }) => {
    expect(seatingOrder(players)).toEqual(order.map(sid));
  });
});

/** A full sixes queue (players 1..12, queued at 100..111) plus the given rows. */
function queueWith(rows: [number, Role[], number, boolean?][]) {
  const base: [string, Role[], number][] = SIXES_ROLES.flatMap((role, i) => [
    [sid(i * 2 + 1), [role], 100 + i * 2] as [string, Role[], number],
    [sid(i * 2 + 2), [role], 101 + i * 2] as [string, Role[], number],
  ]);
  const snap = snapshot([...base, ...rows.map(([n, roles, at]) => [sid(n), roles, at] as [string, Role[], number])]);
  for (const [n, , , priority] of rows) if (priority) snap._queuePlayers[sid(n)] = { ...snap._queuePlayers[sid(n)]!, priority: true };
  return snap;
}
const medicsOf = (picked: ReturnType<typeof selectPlayers>) =>
  picked!
    .filter((s) => s.role === 'medic')
    .map((s) => s.steamid)
    .sort();

describe('selectPlayers with priority', () => {
  const cases: { name: string; rows: [number, Role[], number, boolean?][]; medics: number[] }[] = [
    { name: 'without priority the earliest medics play', rows: [[40, ['medic'], 500]], medics: [11, 12] },
    { name: 'a priority medic takes a contested medic seat before earlier medics', rows: [[40, ['medic'], 500, true]], medics: [11, 40] },
    {
      name: 'two priority medics take both seats by their old queuedAt',
      rows: [
        [41, ['medic'], 600, true],
        [40, ['medic'], 500, true],
        [42, ['medic'], 150],
      ],
      medics: [40, 41],
    },
    {
      name: 'the first two queued still play: a medic queued first keeps their seat',
      rows: [
        [42, ['medic'], 1],
        [40, ['medic'], 500, true],
        [41, ['medic'], 600, true],
      ],
      medics: [40, 42],
    },
    {
      name: 'a multi-class priority player is seated in their other class when medic is taken',
      rows: [
        [43, ['medic'], 2],
        [44, ['medic'], 3],
        [40, ['medic', 'demoman'], 500, true],
      ],
      medics: [43, 44],
    },
  ];
  it.each(cases)('$name', ({ rows, medics }) => {
    expect(medicsOf(selectPlayers(queueWith(rows), SIXES))).toEqual(medics.map(sid).sort());
  });
  it('a multi-class priority player is seated (in their other class) ahead of earlier players', () => {
    const picked = selectPlayers(
      queueWith([
        [43, ['medic'], 2],
        [44, ['medic'], 3],
        [40, ['medic', 'demoman'], 500, true],
      ]),
      SIXES,
    )!;
    expect(picked.find((s) => s.steamid === sid(40))?.role).toBe('demoman');
    expect(picked.filter((s) => s.role === 'demoman').map((s) => s.steamid)).toHaveLength(2);
  });
});

describe('finishRound gives the reserves priority', () => {
  function round(): LobbyContext {
    let c = initialLobbyContext({ config: SIXES, mapPool: ['cp_a_1', 'cp_b_1', 'cp_c_1', 'cp_d_1'], seed: 5, now: 0 });
    const join = (n: number, role: Role, now: number) => (c = { ...c, ...applyJoin(c, { type: 'JOIN', steamid: sid(n), role, now, elo: 1500 }) });
    SIXES_ROLES.forEach((role, i) => [i * 2 + 1, i * 2 + 2].forEach((n) => join(n, role, n)));
    join(13, 'medic', 13);
    c = { ...c, now: 100 };
    return { ...c, ...reselect(c) };
  }
  it('marks the players still queued, and only them', () => {
    const c = round();
    const after = { ...c, ...finishRound(c, 'pug1', 200) };
    expect(Object.keys(after.players)).toEqual([sid(13)]);
    expect(after.players[sid(13)]?.priority).toBe(true);
    expect(queueSnapshotOf(after)._queuePlayers[sid(13)]).toEqual({ steamid: sid(13), queuedAt: 13, priority: true });
  });
  it('the priority lasts until the player leaves the queue', () => {
    const c = round();
    let after: LobbyContext = { ...c, ...finishRound(c, 'pug1', 200) };
    after = { ...after, ...applyLeave(after, { type: 'LEAVE', steamid: sid(13), now: 300 }) };
    after = { ...after, ...applyJoin(after, { type: 'JOIN', steamid: sid(13), role: 'medic', now: 400, elo: 1500 }) };
    expect(after.players[sid(13)]?.priority).toBeUndefined();
  });
});
