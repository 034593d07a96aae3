/**
 * A captain who reconnects mid-draft (reload, dropped connection) gets `yourPick` again on the new
 * socket: real HTTP, real sockets with the signed-in session cookie.
 */
import { io as ioClient } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { eventually, fillSixesWithDummies, steamidOf, TestPlayer, useLoopSite, type LoopSite } from '../testing/loop-site.ts';

let site: LoopSite;
let admin: TestPlayer;
useLoopSite(9000, (world) => ({ site, admin } = world));

const onTurn = () => {
  const wire = site.lobbies.get('sixes').wire();
  return wire.draft ? wire.draft.captains[wire.draft.turn] : null;
};

describe('yourPick after a reconnect', () => {
  it('offers the captain on turn the same pick again on a new socket, with the countdown as it stands', async () => {
    const captains = await Promise.all([TestPlayer.signIn(site.url, steamidOf(1)), TestPlayer.signIn(site.url, steamidOf(2))]);
    for (const c of captains) expect((await admin.post('/api/captain/', { steamid: c.steamid, shouldCaptain: true, queueName: 'sixes' })).status).toBe(200);
    await fillSixesWithDummies(site, admin, captains, 100);
    const turnId = await eventually(onTurn, 5000, 'a captain on turn');
    const turn = captains.find((c) => c.steamid === turnId)!;
    const waiting = captains.find((c) => c.steamid !== turnId)!;
    const original = await eventually(() => turn.received('yourPick').at(-1), 5000, 'the first yourPick');

    // The captain on turn reloads: the old socket goes, a new one comes with the same session.
    turn.close();
    const again = new TestPlayer(site.url, turn.steamid);
    again.cookie = turn.cookie;
    await again.connect();
    const resent = await eventually(() => again.received('yourPick').at(-1), 5000, 'the resent yourPick');
    expect(resent).toEqual({ ...original, countdownInfo: expect.any(Object) });
    expect(resent.countdownInfo.deadline).toBe(original.countdownInfo.deadline);
    expect(resent.countdownInfo.secondsRemaining).toBeLessThanOrEqual(original.countdownInfo.secondsRemaining);
    expect(resent.countdownInfo.secondsRemaining).toBeGreaterThan(0);

    // The other captain and an anonymous visitor reconnecting get no offer: it is not their turn.
    waiting.close();
    const otherAgain = new TestPlayer(site.url, waiting.steamid);
    otherAgain.cookie = waiting.cookie;
    await otherAgain.connect();
    const anonymous = ioClient(site.url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    const anonymousPicks: unknown[] = [];
    anonymous.on('yourPick', (p) => anonymousPicks.push(p));
    await new Promise<void>((resolve) => anonymous.once('connect', () => resolve()));
    await new Promise((r) => setTimeout(r, 200));
    expect(otherAgain.received('yourPick')).toHaveLength(0);
    expect(anonymousPicks).toHaveLength(0);

    // A page whose socket connected before its lobby UI listened loads GET /api/queues: the
    // offer comes again, to the captain's sockets only (not on an anonymous or other load).
    const before = again.received('yourPick').length;
    await fetch(`${site.url}/api/queues`);
    expect((await otherAgain.get('/api/queues')).status).toBe(200);
    expect((await again.get('/api/queues')).status).toBe(200);
    const reoffered = await eventually(() => again.received('yourPick')[before], 5000, 'the re-offer on lobby load');
    expect(reoffered.options).toEqual(original.options);
    await new Promise((r) => setTimeout(r, 100));
    expect(again.received('yourPick')).toHaveLength(before + 1);
    expect(otherAgain.received('yourPick')).toHaveLength(0);

    // The resent offer is good: the captain picks from it, and the other captain is offered the next pick.
    expect((await again.post('/api/pick', { queueName: 'sixes', steamid: resent.options[0]!.steamid })).status).toBe(200);
    await eventually(() => otherAgain.received('yourPick').length > 0 || onTurn() === again.steamid, 5000, 'the next turn');
    anonymous.close();
    again.close();
    otherAgain.close();
  });

  it('sends nothing to a player who is not the captain on turn', async () => {
    const player = await TestPlayer.signIn(site.url, steamidOf(3));
    await new Promise((r) => setTimeout(r, 200));
    expect(player.received('yourPick')).toHaveLength(0);
    player.close();
  });
});
