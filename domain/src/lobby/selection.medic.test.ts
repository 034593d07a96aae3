import { describe, expect, it } from 'vitest';
import type { QueuePlayer } from '../entities.ts';
import type { Role } from '../formats/formats.ts';
import { creditSeats, isShortAdd, medicImmunityText } from '../players/medicCredit.ts';
import { SIXES, SIXES_ROLES, sid, snapshot } from '../testFixtures.ts';
import { initialLobbyContext, queueSnapshotOf, type LobbyContext } from './lobbyContext.ts';
import { applyJoin, applyLeave } from './lobbyQueue.ts';
import { finishRound, reselect } from './lobbyRound.ts';
import { seatingOrder, selectPlayers } from './selection.ts';

type Mark = 'credit' | 'priority' | 'both';
const p = (n: number, queuedAt: number, mark?: Mark): QueuePlayer => ({
  steamid: sid(n),
  queuedAt,
  ...(mark === 'credit' || mark === 'both' ? { medicCredit: true as const } : {}),
  ...(mark === 'priority' || mark === 'both' ? { priority: true as const } : {}),
});

describe('seatingOrder: the first two queued, then medic credit, then priority, then the rest', () => {
  const cases: { name: string; players: QueuePlayer[]; order: number[] }[] = [
    { name: 'a credited player goes before earlier players', players: [p(1, 10), p(2, 20), p(3, 30), p(4, 40, 'credit')], order: [1, 2, 4, 3] },
    { name: 'credit goes before priority', players: [p(1, 10), p(2, 20), p(3, 30, 'priority'), p(4, 40, 'credit')], order: [1, 2, 4, 3] },
    { name: 'the first two queued stay first whatever the others hold', players: [p(1, 10), p(2, 20), p(3, 30, 'both')], order: [1, 2, 3] },
    {
      name: 'credited players among themselves by queuedAt, then priority, then the rest',
      players: [p(1, 1), p(2, 2), p(6, 60, 'credit'), p(3, 30), p(5, 50, 'priority'), p(4, 40, 'credit')],
      order: [1, 2, 4, 6, 5, 3],
    },
    { name: 'credit and priority together count as credit', players: [p(1, 1), p(2, 2), p(4, 40, 'credit'), p(3, 30, 'both')], order: [1, 2, 3, 4] },
  ];
  it.each(cases)('$name', ({ players, order }) => {
    expect(seatingOrder(players)).toEqual(order.map(sid));
  });
});

type Row = [n: number, roles: Role[], queuedAt: number, mark?: Mark | { immuneUntil: number }];

/** A sixes queue: players 1..12 (queued at 100..111, two per class) unless `base` is cut, plus the rows. */
function queueWith(rows: Row[], { base = 12, now }: { base?: number; now?: number } = {}) {
  const full: [string, Role[], number][] = SIXES_ROLES.flatMap((role, i) => [
    [sid(i * 2 + 1), [role], 100 + i * 2] as [string, Role[], number],
    [sid(i * 2 + 2), [role], 101 + i * 2] as [string, Role[], number],
  ]);
  const snap = snapshot([...full.slice(0, base), ...rows.map(([n, roles, at]) => [sid(n), roles, at] as [string, Role[], number])]);
  for (const [n, , , mark] of rows) {
    const q = snap._queuePlayers[sid(n)]!;
    if (typeof mark === 'object') snap._queuePlayers[sid(n)] = { ...q, medicImmuneUntil: mark.immuneUntil };
    else if (mark) snap._queuePlayers[sid(n)] = p(n, q.queuedAt, mark);
  }
  return { ...snap, ...(now !== undefined ? { now } : {}) };
}
const inRole = (picked: ReturnType<typeof selectPlayers>, role: Role) =>
  picked!
    .filter((s) => s.role === role)
    .map((s) => s.steamid)
    .sort();

describe('selectPlayers with medic credit', () => {
  const cases: { name: string; rows: Row[]; medics: number[] }[] = [
    { name: 'a credited medic takes a contested medic seat before an earlier medic', rows: [[40, ['medic'], 500, 'credit']], medics: [11, 40] },
    {
      name: 'credit beats priority for the last medic seat',
      rows: [
        [43, ['medic'], 5],
        [41, ['medic'], 400, 'priority'],
        [40, ['medic'], 500, 'credit'],
      ],
      medics: [43, 40],
    },
    {
      name: 'the first two queued still play: two medics queued first keep both seats over a credited one',
      rows: [
        [42, ['medic'], 1],
        [43, ['medic'], 2],
        [40, ['medic'], 500, 'credit'],
      ],
      medics: [42, 43],
    },
    {
      name: 'a credited multi-class player is seated in their other class, never a reserve',
      rows: [
        [42, ['medic'], 1],
        [43, ['medic'], 2],
        [40, ['medic', 'demoman'], 500, 'credit'],
      ],
      medics: [42, 43],
    },
  ];
  it.each(cases)('$name', ({ rows, medics }) => {
    expect(inRole(selectPlayers(queueWith(rows), SIXES), 'medic')).toEqual(medics.map(sid).sort());
  });
  it('the credited multi-class player plays demoman, ahead of an earlier demoman', () => {
    const picked = selectPlayers(
      queueWith([
        [42, ['medic'], 1],
        [43, ['medic'], 2],
        [40, ['medic', 'demoman'], 500, 'credit'],
      ]),
      SIXES,
    )!;
    expect(picked.find((s) => s.steamid === sid(40))?.role).toBe('demoman');
    expect(inRole(picked, 'demoman')).toEqual([sid(9), sid(40)].sort());
  });
});

describe('selectPlayers with medic immunity (exact seating kept)', () => {
  const NOW = 1_000;
  const immune = { immuneUntil: NOW + 1 };
  // Players 1..10: scouts, soldiers and demomen 9 and 10; no medic among them.
  const cases: { name: string; rows: Row[]; now?: number; medics: number[]; demomen: number[] }[] = [
    {
      name: 'without immunity the first medic-capable players play medic',
      rows: [
        [40, ['medic', 'demoman'], 50],
        [41, ['medic'], 60],
        [42, ['demoman', 'medic'], 70],
      ],
      now: NOW,
      medics: [40, 41],
      demomen: [9, 42],
    },
    {
      name: 'an immune player goes to their other class when another seated player can play medic',
      rows: [
        [40, ['medic', 'demoman'], 50, immune],
        [41, ['medic'], 60],
        [42, ['demoman', 'medic'], 70],
      ],
      now: NOW,
      medics: [41, 42],
      demomen: [9, 40],
    },
    {
      name: 'when only the immune player can, they play medic',
      rows: [
        [40, ['medic', 'demoman'], 50, immune],
        [41, ['medic'], 60],
        [42, ['demoman'], 70],
      ],
      now: NOW,
      medics: [40, 41],
      demomen: [9, 42],
    },
    {
      name: 'immunity that ended is ignored',
      rows: [
        [40, ['medic', 'demoman'], 50, { immuneUntil: NOW }],
        [41, ['medic'], 60],
        [42, ['demoman', 'medic'], 70],
      ],
      now: NOW,
      medics: [40, 41],
      demomen: [9, 42],
    },
    {
      name: 'without a time (the board preview) nobody is immune',
      rows: [
        [40, ['medic', 'demoman'], 50, immune],
        [41, ['medic'], 60],
        [42, ['demoman', 'medic'], 70],
      ],
      medics: [40, 41],
      demomen: [9, 42],
    },
    {
      name: 'two immune players: the earlier in seating order is spared first',
      rows: [
        [40, ['medic', 'demoman'], 50, immune],
        [41, ['medic', 'demoman'], 60, immune],
        [42, ['medic'], 70],
      ],
      now: NOW,
      medics: [41, 42],
      demomen: [9, 40],
    },
  ];
  it.each(cases)('$name', ({ rows, now, medics, demomen }) => {
    const picked = selectPlayers(queueWith(rows, { base: 9, now }), SIXES)!;
    expect(picked).toHaveLength(12);
    expect(inRole(picked, 'medic')).toEqual(medics.map(sid).sort());
    expect(inRole(picked, 'demoman')).toEqual(demomen.map(sid).sort());
  });
  it('immunity never changes who plays: the chosen players are the same', () => {
    const rows: Row[] = [
      [40, ['medic', 'demoman'], 50, immune],
      [41, ['medic'], 60],
      [42, ['demoman', 'medic'], 70],
    ];
    const ids = (now?: number) =>
      selectPlayers(queueWith(rows, { now }), SIXES)!
        .map((s) => s.steamid)
        .sort();
    expect(ids(NOW)).toEqual(ids(undefined));
  });
  it('a seat kept in a running round stays: an immune medic already seated is not moved', () => {
    const q = queueWith(
      [
        [40, ['medic', 'demoman'], 50, immune],
        [41, ['medic'], 60],
        [42, ['demoman', 'medic'], 70],
      ],
      { base: 9, now: NOW },
    );
    const picked = selectPlayers(q, SIXES, { [sid(40)]: 'medic', [sid(41)]: 'medic', [sid(42)]: 'demoman', [sid(9)]: 'demoman' })!;
    expect(inRole(picked, 'medic')).toEqual([sid(40), sid(41)].sort());
  });
});

describe('short adds (judged when the player adds for the class)', () => {
  const cases: { name: string; open: Record<string, number>; slot: string; queued: number; short: boolean }[] = [
    { name: 'an empty queue is short of everything: nobody is credited', open: { scout: 4, medic: 2 }, slot: 'scout', queued: 0, short: false },
    { name: 'the only class missing is short', open: { scout: 0, medic: 1 }, slot: 'medic', queued: 11, short: true },
    { name: 'one of several classes missing with a pug’s worth queued is short', open: { demoman: 1, medic: 1 }, slot: 'demoman', queued: 12, short: true },
    { name: 'one of several classes missing with fewer queued is not', open: { demoman: 1, medic: 1 }, slot: 'demoman', queued: 10, short: false },
    { name: 'a class with no open seat is never short', open: { demoman: 0, medic: 1 }, slot: 'demoman', queued: 13, short: false },
  ];
  it.each(cases)('$name', ({ open, slot, queued, short }) => {
    expect(isShortAdd(open, slot, queued, 12)).toBe(short);
  });

  function lobby(): LobbyContext {
    return initialLobbyContext({ config: SIXES, mapPool: ['cp_a_1', 'cp_b_1', 'cp_c_1', 'cp_d_1'], seed: 5, now: 0 });
  }
  const join = (c: LobbyContext, n: number, role: Role, extra: object = {}): LobbyContext => ({
    ...c,
    ...applyJoin(c, { type: 'JOIN', steamid: sid(n), role, now: n, elo: 1500, ...extra }),
  });

  it('the lobby records the short add on the player; a seat in it earns credit, as does any medic seat', () => {
    let c = lobby();
    // Ten players: every class but the demoman (9, 10 are left out) and the medics.
    SIXES_ROLES.forEach((role, i) => {
      if (role !== 'demoman' && role !== 'medic') [i * 2 + 1, i * 2 + 2].forEach((n) => (c = join(c, n, role)));
    });
    c = join(c, 9, 'demoman');
    c = join(c, 11, 'medic');
    c = join(c, 12, 'medic');
    c = join(c, 10, 'demoman');
    c = join(c, 10, 'medic');
    expect(c.players[sid(1)]?.shortRoles).toBeUndefined();
    expect(c.players[sid(9)]?.shortRoles).toBeUndefined(); // demoman and medic both missing, 8 queued
    expect(c.players[sid(12)]?.shortRoles).toBeUndefined(); // demoman and medic both missing, 10 queued
    expect(c.players[sid(10)]?.shortRoles).toEqual(['demoman']); // the only class missing; medic was full
    c = { ...c, now: 100 };
    c = { ...c, ...reselect(c) };
    expect(creditSeats(c.selection!, c.players).sort()).toEqual([sid(10), sid(11), sid(12)].sort());
    // Leaving the class drops its short add.
    const left = { ...c, ...applyLeave(c, { type: 'LEAVE', steamid: sid(10), role: 'demoman', now: 200 }) };
    expect(left.players[sid(10)]?.shortRoles).toEqual([]);
  });

  it('credit and immunity read at the add reach the wire snapshot; reserves keep their credit at finishRound', () => {
    let c = lobby();
    SIXES_ROLES.forEach((role, i) => [i * 2 + 1, i * 2 + 2].forEach((n) => (c = join(c, n, role))));
    c = join(c, 13, 'medic', { medicCredit: true, medicImmuneUntil: 5_000 });
    expect(queueSnapshotOf(c)._queuePlayers[sid(13)]).toEqual({ steamid: sid(13), queuedAt: 13, medicCredit: true, medicImmuneUntil: 5_000 });
    c = { ...c, now: 100 };
    c = { ...c, ...reselect(c) };
    // The credited medic takes the seat of medic 12 (queued earlier, no credit).
    expect(inRole(c.selection, 'medic')).toEqual([sid(11), sid(13)].sort());
    const after = { ...c, ...finishRound(c, 'pug1', 200) };
    expect(after.players[sid(12)]?.priority).toBe(true);
  });
});

describe('medicImmunityText', () => {
  it('says until when while it runs, nothing after', () => {
    const until = Date.UTC(2026, 11, 7, 14, 5);
    expect(medicImmunityText(until, until - 1)).toBe('Medic immunity until 14:05 UTC');
    expect(medicImmunityText(until, until)).toBeNull();
    expect(medicImmunityText(null, 0)).toBeNull();
  });
});
