import { describe, expect, it } from 'vitest';
import { openSeats, seatedCount, selectPlayers } from './selection.ts';
import { PL, SIXES, SIXES_ROLES, sid, snapshot } from '../testFixtures.ts';
import type { Role } from '../formats/formats.ts';

const fullSixes = (offset = 0) =>
  SIXES_ROLES.flatMap((role, i) => [
    [sid(offset + i * 2 + 1), [role], 100 + i * 2] as [string, Role[], number],
    [sid(offset + i * 2 + 2), [role], 101 + i * 2] as [string, Role[], number],
  ]);

describe('selectPlayers', () => {
  it('is null until every seat can be filled', () => {
    expect(selectPlayers(snapshot(fullSixes().slice(0, 11)), SIXES)).toBeNull();
    const picked = selectPlayers(snapshot(fullSixes()), SIXES);
    expect(picked).toHaveLength(12);
    expect(new Set(picked!.map((p) => p.steamid)).size).toBe(12);
  });
  it('takes the earliest queuedAt per role', () => {
    const rows = [...fullSixes(), [sid(50), ['medic'], 1] as [string, Role[], number]];
    const picked = selectPlayers(snapshot(rows), SIXES)!;
    const medics = picked.filter((p) => p.role === 'medic').map((p) => p.steamid);
    expect(medics).toContain(sid(50));
    expect(medics).toContain(sid(11));
    expect(medics).not.toContain(sid(12));
  });
  it('always seats the first 2 players added, moving others to their other roles', () => {
    // everyone else queued later; the first two both queued only medic and take both medic seats
    const rows = fullSixes(10).map(([s, r, t]) => [s, r, t + 1000] as [string, Role[], number]);
    rows.push([sid(1), ['medic'], 1], [sid(2), ['medic', 'demoman'], 2]);
    const picked = selectPlayers(snapshot(rows), SIXES)!;
    expect(picked.map((p) => p.steamid)).toEqual(expect.arrayContaining([sid(1), sid(2)]));
  });
  it('seats a multi-role player where the queue needs them (no greedy dead end)', () => {
    // A queued scout+medic first; B only scout... the only way to fill is A on medic.
    const rows = fullSixes().filter(([, [r]]) => r !== 'medic' && r !== 'roamerscout');
    rows.push([sid(40), ['roamerscout', 'medic'], 1], [sid(41), ['roamerscout'], 2], [sid(42), ['roamerscout'], 3], [sid(43), ['medic'], 4]);
    const picked = selectPlayers(snapshot(rows), SIXES)!;
    expect(picked.find((p) => p.steamid === sid(40))?.role).toBe('medic');
    expect(
      picked
        .filter((p) => p.role === 'roamerscout')
        .map((p) => p.steamid)
        .sort(),
    ).toEqual([sid(41), sid(42)]);
  });
  it('honours a preferred role when both seatings work', () => {
    const rows = fullSixes().filter(([, [r]]) => r !== 'roamerscout' && r !== 'pocketscout');
    rows.push(
      [sid(31), ['roamerscout', 'pocketscout'], 1],
      [sid(32), ['roamerscout'], 2],
      [sid(33), ['pocketscout'], 3],
      [sid(34), ['roamerscout', 'pocketscout'], 4],
    );
    const roleOf = (picked: ReturnType<typeof selectPlayers>, s: string) => picked!.find((p) => p.steamid === s)?.role;
    const plain = selectPlayers(snapshot(rows), SIXES);
    expect(roleOf(plain, sid(34))).toBe('roamerscout');
    expect(roleOf(plain, sid(31))).toBe('pocketscout');
    const preferred = selectPlayers(snapshot(rows), SIXES, { [sid(34)]: 'pocketscout' });
    expect(roleOf(preferred, sid(34))).toBe('pocketscout');
    expect(roleOf(preferred, sid(31))).toBe('roamerscout');
  });
  it('fills prolander flex from any flex class in queue order', () => {
    const core: Role[] = ['scout', 'soldier', 'demoman', 'medic', 'sniper'];
    const rows: [string, Role[], number][] = core.flatMap(
      (role, i) =>
        [
          [sid(i * 2 + 1), [role], i],
          [sid(i * 2 + 2), [role], i],
        ] as [string, Role[], number][],
    );
    rows.push([sid(20), ['heavy'], 10], [sid(21), ['engineer'], 11], [sid(22), ['heavy'], 12], [sid(23), ['spy'], 13], [sid(24), ['pyro'], 14]);
    const picked = selectPlayers(snapshot(rows), PL)!;
    expect(picked).toHaveLength(14);
    const flex = picked.filter((p) => p.slot === 'flex');
    expect(flex.map((p) => p.steamid).sort()).toEqual([sid(20), sid(21), sid(22), sid(23)]);
    expect(flex.find((p) => p.steamid === sid(21))?.role).toBe('engineer');
  });
  it('ignores roles the queue does not take and players missing from _queuePlayers', () => {
    const snap = snapshot(fullSixes());
    snap.playersByRole['sniper'] = [sid(99)];
    snap.playersByRole['medic']!.push(sid(98));
    expect(selectPlayers(snap, SIXES)?.some((p) => p.steamid === sid(99) || p.steamid === sid(98))).toBe(false);
  });
});

describe('seatedCount', () => {
  it('counts seats the queue fills, not players queued: a third medic is a reserve while a scout seat is empty', () => {
    // 11 of the 12 seats filled (one roamer scout missing), plus a third medic: 12 queued, 11 seated.
    const rows = fullSixes().filter(([steamid]) => steamid !== sid(1));
    rows.push([sid(40), ['medic'], 500]);
    expect(Object.keys(snapshot(rows)._queuePlayers)).toHaveLength(12);
    expect(seatedCount(snapshot(rows), SIXES)).toBe(11);
    expect(selectPlayers(snapshot(rows), SIXES)).toBeNull();
  });
  it('gives a player queued for two classes one seat, the one that fills the pug', () => {
    const rows = fullSixes().filter(([steamid]) => steamid !== sid(1));
    rows.push([sid(41), ['medic', 'roamerscout'], 500]);
    expect(seatedCount(snapshot(rows), SIXES)).toBe(12);
    expect(seatedCount(snapshot([[sid(42), ['medic', 'demoman'], 1]]), SIXES)).toBe(1);
    expect(seatedCount(snapshot([]), SIXES)).toBe(0);
  });
});

describe('openSeats', () => {
  it('counts the seats per slot no queued player can take: a third medic is a reserve, not a scout', () => {
    const rows = fullSixes().filter(([steamid]) => steamid !== sid(1) && steamid !== sid(2));
    rows.push([sid(40), ['medic'], 500]);
    const open = openSeats(snapshot(rows), SIXES);
    expect(open[SIXES_ROLES[0]!]).toBe(2);
    expect(Object.values(open).reduce((a, b) => a + b, 0)).toBe(2);
    expect(Object.values(openSeats(snapshot([]), SIXES)).reduce((a, b) => a + b, 0)).toBe(12);
  });
});
