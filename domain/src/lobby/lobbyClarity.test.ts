import { describe, expect, it } from 'vitest';
import { addOption, countdownAnnouncement, notReadyPlayers, slotPlaces } from './lobbyClarity.ts';
import { ctx, fill, lobby, readyAll, T0 } from './lobbyHarness.ts';
import type { LobbyAnnouncement } from './lobbyAnnouncements.ts';
import { sid } from '../testFixtures.ts';

describe('who is not ready', () => {
  it('lists the undeclared, then those who said not ready, once each', () => {
    expect(notReadyPlayers({ undeclaredPlayers: [sid(1), sid(2)], unreadiedPlayers: [sid(3), sid(1)] })).toEqual([sid(1), sid(2), sid(3)]);
    expect(notReadyPlayers({ undeclaredPlayers: [], unreadiedPlayers: [] })).toEqual([]);
  });
});

describe('the countdown read out', () => {
  it('is announced at a few points, not every second', () => {
    const announced = Array.from({ length: 61 }, (_, s) => countdownAnnouncement(s)).filter(Boolean);
    expect(announced).toEqual([5, 10, 20, 30, 45, 60].map((s) => `${s} seconds left to ready up`));
    expect(countdownAnnouncement(59)).toBeNull();
  });
});

describe('a slot’s places', () => {
  it('labels players beyond the seats as reserves, never "3/2"', () => {
    expect(slotPlaces(1, 2).label).toBe('1/2');
    expect(slotPlaces(2, 2)).toMatchObject({ label: '2/2', reserves: 0 });
    expect(slotPlaces(3, 2)).toMatchObject({ seated: 2, reserves: 1, label: '2/2 + 1 reserve', description: '2 of 2 places taken, 1 reserve' });
    expect(slotPlaces(5, 2).label).toBe('2/2 + 3 reserves');
  });
});

describe('what "Add" does', () => {
  const waiting = { phase: 'Waiting For Players' as const, readiedPlayers: [], unreadiedPlayers: [], undeclaredPlayers: [] };
  const viewer = { steamid: sid(9), inLivePug: false };
  it('adds to a free seat, or as a reserve on a full role', () => {
    expect(addOption(waiting, { queued: 1, seats: 2 }, viewer, 'Medic')).toEqual({ kind: 'add', label: 'Add Medic', hint: null });
    expect(addOption(waiting, { queued: 2, seats: 2 }, viewer, 'Medic')).toMatchObject({ kind: 'reserve', label: 'Add Medic as reserve' });
  });
  it('queues for the next pug while a round runs without the viewer', () => {
    const readying = { ...waiting, phase: 'Readying' as const, undeclaredPlayers: [sid(1)] };
    expect(addOption(readying, { queued: 0, seats: 2 }, viewer, 'Medic')).toMatchObject({ kind: 'nextPug', label: 'Add Medic for the next pug' });
    // In the round, adding another class is an ordinary add.
    expect(addOption({ ...readying, readiedPlayers: [sid(9)] }, { queued: 0, seats: 2 }, viewer, 'Medic').kind).toBe('add');
  });
  it('is hidden, with the api refusal as the reason, while the viewer is in a queue cooldown', () => {
    const current = { level: 2, until: Date.UTC(2026, 10, 28, 14, 5), kind: 'noShow' as const };
    expect(addOption(waiting, { queued: 0, seats: 2 }, { ...viewer, cooldown: { current, now: current.until - 1 } }, 'Medic')).toEqual({
      kind: 'blocked',
      title: 'You are in a queue cooldown',
      hint: 'You did not join your pug’s server in time: you can queue again at 2026-11-28 14:05 UTC (cooldown level 2).',
    });
    expect(addOption(waiting, { queued: 0, seats: 2 }, { ...viewer, cooldown: { current, now: current.until } }, 'Medic').kind).toBe('add');
  });
  it('is hidden, with the reason, while the viewer plays a live pug', () => {
    expect(addOption(waiting, { queued: 0, seats: 2 }, { ...viewer, inLivePug: true }, 'Medic')).toEqual({
      kind: 'blocked',
      title: 'You are in a pug',
      hint: 'You are playing a pug: finish it before queueing again.',
    });
  });
  it('is hidden, with the reason, while the viewer is banned', () => {
    expect(addOption(waiting, { queued: 0, seats: 2 }, { ...viewer, banned: true }, 'Medic')).toEqual({
      kind: 'blocked',
      title: 'You are banned',
      hint: 'You cannot queue until the ban ends or an admin accepts your appeal.',
    });
  });
});

describe('readyUpMissed', () => {
  const missed = (a: ReturnType<typeof lobby>, act: () => void) => {
    const heard: LobbyAnnouncement[] = [];
    const sub = a.on('readyUpMissed', (e) => heard.push(e));
    act();
    sub.unsubscribe();
    return heard.map((e) => e.payload);
  };
  it('at the deadline names who ran out of time and who declined', () => {
    const a = lobby();
    fill(a);
    readyAll(a, T0 + 30_000, [3, 4]);
    a.send({ type: 'READY', steamid: sid(4), isReady: false, now: T0 + 31_000 });
    expect(missed(a, () => a.send({ type: 'DEADLINE', now: ctx(a).deadline! }))).toEqual([{ queueName: 'sixes', timedOut: [sid(3)], declined: [sid(4)] }]);
  });
  it('when the last answer is "not ready", that player declined', () => {
    const a = lobby();
    fill(a);
    readyAll(a, T0 + 30_000, [5]);
    expect(missed(a, () => a.send({ type: 'READY', steamid: sid(5), isReady: false, now: T0 + 31_000 }))).toEqual([
      { queueName: 'sixes', timedOut: [], declined: [sid(5)] },
    ]);
  });
  it('says nothing when everyone readied', () => {
    const a = lobby();
    fill(a);
    expect(missed(a, () => readyAll(a, T0 + 30_000))).toEqual([]);
  });
});
