import { describe, expect, it } from 'vitest';
import type { Role } from '../formats/formats.ts';
import { PL, SIXES, sid, snapshot } from '../testFixtures.ts';
import { lobbySeats, waitingFor, waitingForText } from './waitingFor.ts';

type Row = [string, Role[], number];
let next = 0;
/** `n` players each added for exactly `roles` (a flexible player when there are several). */
const players = (n: number, ...roles: Role[]): Row[] => Array.from({ length: n }, () => [sid(++next), roles, next] as Row);

describe('what the queue is waiting for', () => {
  // Sixes seats 2 of each: roamerscout, pocketscout, roamersoldier, pocketsoldier, demoman, medic.
  const cases: { name: string; rows: Row[]; text: string | null }[] = [
    {
      name: 'an empty queue waits for every seat',
      rows: [],
      text: 'Waiting for 2 flank scouts, 2 pocket scouts, 2 roamer soldiers, 2 pocket soldiers, 2 demomen, 2 medics',
    },
    {
      name: 'one seat of two classes open',
      rows: [
        ...players(2, 'roamerscout'),
        ...players(2, 'pocketscout'),
        ...players(2, 'roamersoldier'),
        ...players(2, 'pocketsoldier'),
        ...players(1, 'demoman'),
        ...players(1, 'medic'),
      ],
      text: 'Waiting for 1 demoman, 1 medic',
    },
    {
      name: 'a third medic is a reserve: it does not fill a demoman seat',
      rows: [
        ...players(2, 'roamerscout'),
        ...players(2, 'pocketscout'),
        ...players(2, 'roamersoldier'),
        ...players(2, 'pocketsoldier'),
        ...players(3, 'medic'),
      ],
      text: 'Waiting for 2 demomen',
    },
    {
      name: 'eleven players, two flexible ones who can only take scout seats: 1 medic, not nothing',
      rows: [
        ...players(1, 'roamerscout'),
        ...players(1, 'pocketscout'),
        ...players(2, 'roamerscout', 'pocketscout'),
        ...players(2, 'roamersoldier'),
        ...players(2, 'pocketsoldier'),
        ...players(2, 'demoman'),
        ...players(1, 'medic'),
      ],
      text: 'Waiting for 1 medic',
    },
    {
      name: 'a flexible player is counted once, in one seat',
      rows: [
        ...players(2, 'roamerscout'),
        ...players(2, 'pocketscout'),
        ...players(2, 'roamersoldier'),
        ...players(2, 'pocketsoldier'),
        ...players(2, 'demoman'),
        ...players(1, 'demoman', 'medic'),
      ],
      text: 'Waiting for 1 medic',
    },
    {
      name: 'a flexible player moves to the class only they can take (the exact seating, not first come first seated)',
      rows: [
        ...players(1, 'roamerscout', 'demoman'),
        ...players(2, 'roamerscout'),
        ...players(2, 'medic'),
        ...players(2, 'pocketscout'),
        ...players(2, 'roamersoldier'),
        ...players(2, 'pocketsoldier'),
      ],
      text: 'Waiting for 1 demoman',
    },
    {
      name: 'a player added for pocket scout and medic fills one of them, not both: the one listed first, the later is named',
      rows: [
        ...players(2, 'roamerscout'),
        ...players(1, 'pocketscout'),
        ...players(1, 'pocketscout', 'medic'),
        ...players(2, 'roamersoldier'),
        ...players(2, 'pocketsoldier'),
        ...players(2, 'demoman'),
        ...players(1, 'medic'),
      ],
      text: 'Waiting for 1 medic',
    },
    {
      name: 'a full queue waits for nothing',
      rows: [
        ...players(2, 'roamerscout'),
        ...players(2, 'pocketscout'),
        ...players(2, 'roamersoldier'),
        ...players(2, 'pocketsoldier'),
        ...players(2, 'demoman'),
        ...players(2, 'medic'),
      ],
      text: null,
    },
  ];
  it.each(cases)('$name', ({ rows, text }) => {
    expect(waitingForText(waitingFor(snapshot(rows), SIXES))).toBe(text);
  });

  it('counts per slot in the format order, a flex slot by its name', () => {
    const missing = waitingFor(snapshot(players(1, 'medic')), PL);
    expect(missing.find((m) => m.slot === 'medic')).toEqual({ slot: 'medic', count: 1 });
    expect(missing.map((m) => m.slot)).toEqual(PL.roles.map((s) => s.role));
    expect(missing.reduce((n, m) => n + m.count, 0)).toBe(PL.roles.reduce((n, s) => n + s.perTeam * 2, 0) - 1);
  });

  it('seats each player once for the board: the seating while waiting, the seats of the round while it runs', () => {
    const flex = sid(900);
    const rows: Row[] = [[flex, ['pocketscout', 'medic'], 1], ...players(2, 'pocketscout'), ...players(1, 'medic')];
    const waiting = { ...snapshot(rows), phase: 'Waiting For Players' as const, roles: SIXES.roles.map((r) => ({ role: r.role, perTeam: r.perTeam })) };
    const seats = lobbySeats(waiting);
    expect(seats[flex]).toBe('medic'); // the two later pocket scouts can only sit there
    expect(Object.values(seats).filter((slot) => slot === 'pocketscout')).toHaveLength(2);
    const medicRow = rows[3]![0];
    expect(seats[medicRow]).toBe('medic');
    // Three medics for two seats: the last is seated nowhere (a reserve).
    const late = sid(901);
    expect(lobbySeats({ ...waiting, ...snapshot([...rows, [late, ['medic'], 99]]) })[late]).toBeUndefined();
    // While a round runs, the seats it gave, even where the queue now would seat differently.
    expect(lobbySeats({ ...waiting, phase: 'Readying', seats: { [flex]: 'pocketscout' } })).toEqual({ [flex]: 'pocketscout' });
  });
});
