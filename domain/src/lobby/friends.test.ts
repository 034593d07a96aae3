import { describe, expect, it } from 'vitest';
import { friendsViewOfWire, keptPairs, markFriendRefusal, partnerOf, refuseFriendRefusal, unmarkFriendRefusal, type FriendsView } from './friends.ts';
import { friendClassesOf, type Role } from '../formats/formats.ts';
import { sid } from '../testFixtures.ts';
import { ctx, fill, lobby, readyAll, state, T0 } from './lobbyHarness.ts';
import { teamOf } from './balance.ts';

const MEDIC = sid(1);
const SCOUT = sid(2);
const SNIPER = sid(3);
const MEDIC2 = sid(4);
const SOLDIER = sid(5);
const ABSENT = sid(9);

function view(format: string, roles: Record<string, Role[]>, friends: FriendsView['friends'] = [], locked = false): FriendsView {
  return { config: { format }, players: Object.fromEntries(Object.entries(roles).map(([s, r]) => [s, { roles: r }])), friends, locked };
}
const sixes = (friends: FriendsView['friends'] = [], locked = false) =>
  view('SIXES', { [MEDIC]: ['medic'], [SCOUT]: ['roamerscout'], [MEDIC2]: ['medic', 'demoman'], [SOLDIER]: ['pocketsoldier', 'medic'] }, friends, locked);

describe('the classes a medic may pair with, per format', () => {
  it.each([
    ['SIXES', ['scout', 'soldier', 'demoman']],
    ['HIGHLANDER', ['scout', 'soldier', 'pyro', 'demoman', 'heavy', 'engineer', 'sniper', 'spy']],
    ['PROLANDER', ['scout', 'soldier', 'demoman', 'sniper', 'pyro', 'heavy', 'engineer', 'spy']],
    ['ULTIDUO', []],
  ])('%s: %j', (format, classes) => {
    expect(friendClassesOf(format)).toEqual(classes);
  });
});

describe('marking a friend', () => {
  it.each([
    { case: 'a medic marks a queued scout', v: sixes(), medic: MEDIC, friend: SCOUT, refusal: null },
    { case: 'a roamer/pocket role counts as its class', v: sixes(), medic: MEDIC, friend: SOLDIER, refusal: null },
    { case: 'a player not queued as medic', v: sixes(), medic: SCOUT, friend: SOLDIER, refusal: [403, /Only a player queued as medic/] },
    { case: 'a player not in the queue', v: sixes(), medic: ABSENT, friend: SCOUT, refusal: [403, /Only a player queued as medic/] },
    { case: 'oneself', v: sixes(), medic: MEDIC, friend: MEDIC, refusal: [400, /yourself/] },
    { case: 'a friend not queued', v: sixes(), medic: MEDIC, friend: ABSENT, refusal: [409, /not in this queue/] },
    {
      case: 'highlander: a sniper',
      v: view('HIGHLANDER', { [MEDIC]: ['medic'], [SNIPER]: ['sniper'] }),
      medic: MEDIC,
      friend: SNIPER,
      refusal: null,
    },
    {
      case: 'a medic as friend',
      v: view('HIGHLANDER', { [MEDIC]: ['medic'], [MEDIC2]: ['medic'] }),
      medic: MEDIC,
      friend: MEDIC2,
      refusal: [409, /only pair with a scout, soldier, pyro/],
    },
    {
      case: 'sixes has no sniper seat to pair with',
      v: view('SIXES', { [MEDIC]: ['medic'], [SNIPER]: ['sniper'] }),
      medic: MEDIC,
      friend: SNIPER,
      refusal: [409, /scout, soldier or demoman/],
    },
    {
      case: 'a second friend for one medic',
      v: sixes([{ medic: MEDIC, friend: SCOUT }]),
      medic: MEDIC,
      friend: SOLDIER,
      refusal: [409, /already have a friend/],
    },
    { case: 'the same friend again', v: sixes([{ medic: MEDIC, friend: SCOUT }]), medic: MEDIC, friend: SCOUT, refusal: [409, /already your friend/] },
    { case: 'a friend of another medic', v: sixes([{ medic: MEDIC2, friend: SCOUT }]), medic: MEDIC, friend: SCOUT, refusal: [409, /already paired/] },
    {
      case: 'a medic who is already a friend',
      v: sixes([{ medic: MEDIC, friend: SOLDIER }]),
      medic: SOLDIER,
      friend: SCOUT,
      refusal: [409, /friend of another medic/],
    },
    { case: 'while the pug is being set up', v: sixes([], true), medic: MEDIC, friend: SCOUT, refusal: [409, /locked/] },
    {
      case: 'a format without friends',
      v: view('ULTIDUO', { [MEDIC]: ['medic'], [SCOUT]: ['scout'] }),
      medic: MEDIC,
      friend: SCOUT,
      refusal: [409, /no friends/],
    },
  ])('$case', ({ v, medic, friend, refusal }) => {
    const r = markFriendRefusal(v, medic, friend);
    if (refusal === null) expect(r).toBeNull();
    else {
      expect(r?.status).toBe(refusal[0]);
      expect(r?.message).toMatch(refusal[1] as RegExp);
    }
  });
});

describe('unmarking and refusing', () => {
  const paired = sixes([{ medic: MEDIC, friend: SCOUT }]);
  it.each([
    { case: 'the medic unmarks', refusal: unmarkFriendRefusal(paired, MEDIC), expected: null },
    { case: 'a medic without a friend unmarks', refusal: unmarkFriendRefusal(paired, MEDIC2), expected: 409 },
    { case: 'locked: no unmark', refusal: unmarkFriendRefusal(sixes([{ medic: MEDIC, friend: SCOUT }], true), MEDIC), expected: 409 },
    { case: 'the friend refuses', refusal: refuseFriendRefusal(paired, SCOUT, MEDIC), expected: null },
    { case: 'someone else refuses', refusal: refuseFriendRefusal(paired, SOLDIER, MEDIC), expected: 403 },
    { case: 'the medic refuses their own pair', refusal: refuseFriendRefusal(paired, MEDIC, MEDIC), expected: 403 },
    { case: 'refusing a medic with no friend', refusal: refuseFriendRefusal(paired, SCOUT, MEDIC2), expected: 404 },
  ])('$case', ({ refusal, expected }) => {
    expect(refusal?.status ?? null).toBe(expected);
  });
});

describe('which pairs are kept', () => {
  it.each([
    { case: 'both queued', roles: { [MEDIC]: ['medic'], [SCOUT]: ['roamerscout'] }, kept: 1 },
    { case: 'the friend left', roles: { [MEDIC]: ['medic'] }, kept: 0 },
    { case: 'the medic left', roles: { [SCOUT]: ['roamerscout'] }, kept: 0 },
    { case: 'the medic left the medic role', roles: { [MEDIC]: ['demoman'], [SCOUT]: ['roamerscout'] }, kept: 0 },
    { case: 'the friend is queued in no qualifying class any more', roles: { [MEDIC]: ['medic'], [SCOUT]: ['medic'] }, kept: 0 },
  ] as { case: string; roles: Record<string, Role[]>; kept: number }[])('$case', ({ roles, kept }) => {
    expect(keptPairs(view('SIXES', roles, [{ medic: MEDIC, friend: SCOUT }]))).toHaveLength(kept);
  });
});

describe('friends in the lobby machine', () => {
  // fill(): roamer scouts 1-2, pocket scouts 3-4, roamer soldiers 5-6, pocket soldiers 7-8, demomen 9-10, medics 11-12.
  it('marks, refuses, and drops the pair when either leaves', () => {
    const a = lobby();
    a.send({ type: 'JOIN', steamid: sid(11), role: 'medic', now: T0, elo: 1500 });
    a.send({ type: 'JOIN', steamid: sid(9), role: 'demoman', now: T0, elo: 1500 });
    a.send({ type: 'MARK_FRIEND', medic: sid(11), friend: sid(9) });
    expect(ctx(a).friends).toEqual([{ medic: sid(11), friend: sid(9) }]);
    a.send({ type: 'REFUSE_FRIEND', steamid: sid(9), medic: sid(11) });
    expect(ctx(a).friends).toEqual([]);
    a.send({ type: 'MARK_FRIEND', medic: sid(11), friend: sid(9) });
    a.send({ type: 'LEAVE', steamid: sid(9), now: T0 + 1 });
    expect(ctx(a).friends).toEqual([]);
  });

  it('a refused event changes nothing', () => {
    const a = lobby();
    a.send({ type: 'JOIN', steamid: sid(9), role: 'demoman', now: T0, elo: 1500 });
    a.send({ type: 'MARK_FRIEND', medic: sid(1), friend: sid(9) });
    expect(ctx(a).friends).toEqual([]);
  });

  it('balancing keeps the seated pair on one team', () => {
    for (const friend of [1, 4, 6, 9, 10]) {
      const a = lobby({ seed: friend });
      fill(a);
      // Marked while the lobby is readying (not locked yet).
      a.send({ type: 'MARK_FRIEND', medic: sid(12), friend: sid(friend) });
      expect(ctx(a).friends).toHaveLength(1);
      readyAll(a, T0 + 20_000);
      expect(state(a)).toBe('Picking Map');
      a.send({ type: 'DEADLINE', now: T0 + 10 * 60_000 });
      expect(state(a)).toBe('Launching');
      const teams = ctx(a).teams!;
      expect(teamOf(teams, sid(12))).toBe(teamOf(teams, sid(friend)));
    }
  });
});

describe('the pairs on the wire', () => {
  const queue = {
    format: 'SIXES',
    phase: 'Waiting For Players' as const,
    playersByRole: { medic: [MEDIC, SOLDIER], roamerscout: [SCOUT], pocketsoldier: [SOLDIER] },
    friends: [{ medic: MEDIC, friend: SCOUT }],
  };
  it.each([
    { case: 'a medic with a friend marks a second one', refusal: markFriendRefusal(friendsViewOfWire(queue), MEDIC, SOLDIER)?.status, expected: 409 },
    { case: 'another medic marks a player already paired', refusal: markFriendRefusal(friendsViewOfWire(queue), SOLDIER, SCOUT)?.status, expected: 409 },
    {
      case: 'in the map vote or draft the pairs are locked',
      refusal: unmarkFriendRefusal(friendsViewOfWire({ ...queue, phase: 'Picking Map' }), MEDIC)?.status,
      expected: 409,
    },
    { case: 'unmark while waiting', refusal: unmarkFriendRefusal(friendsViewOfWire(queue), MEDIC)?.status, expected: undefined },
  ])('$case', ({ refusal, expected }) => expect(refusal).toBe(expected));

  it.each([
    [MEDIC, { partner: SCOUT, as: 'medic' }],
    [SCOUT, { partner: MEDIC, as: 'friend' }],
    [SOLDIER, null],
  ])('partnerOf %s', (steamid, expected) => expect(partnerOf(queue, steamid)).toEqual(expected));
});
