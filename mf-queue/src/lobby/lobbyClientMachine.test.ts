import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { DraftWire, QueuesResponse, YourPickPayload } from '@pug/domain';
import { createLobbyClient, lobbyClientMachine } from './lobbyClientMachine.ts';
import { estimateClockOffset, type LobbySnapshot } from './lobbyState.ts';
import { fillEvents, lobbyAt, pugFixture, sid, SIXES, HIGHLANDER, T0 } from '../testing/fixtures.ts';

function start(loads: Array<LobbySnapshot | Error>) {
  let calls = 0;
  const machine = lobbyClientMachine.provide({
    actors: {
      loadLobby: fromPromise(async () => {
        const next = loads[Math.min(calls++, loads.length - 1)]!;
        if (next instanceof Error) throw next;
        return next;
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls: () => calls };
}

const idle = (): QueuesResponse => [lobbyAt(SIXES, []), lobbyAt(HIGHLANDER, [])];

describe('lobbyClientMachine', () => {
  it('loads the queues, then follows playerQueued with userInfo', async () => {
    const { actor } = start([{ queues: idle(), livePugs: [], at: T0 }]);
    await waitFor(actor, (s) => s.matches('live'));
    actor.send({
      type: 'playerQueued',
      at: T0,
      payload: { queueName: 'sixes', steamid: sid(1), role: 'medic', isQueue: true, queuedAt: T0, userInfo: { steamid: sid(1), alias: 'Medi' } },
    });
    const ctx = actor.getSnapshot().context;
    expect(ctx.queues[0]!.state.playersByRole.medic).toEqual([sid(1)]);
    expect(ctx.queues[0]!.state._queuePlayers[sid(1)]).toEqual({ steamid: sid(1), queuedAt: T0 });
    expect(ctx.queues[1]!.state._queuePlayers).toEqual({});
    expect(ctx.users[sid(1)]?.alias).toBe('Medi');

    actor.send({
      type: 'playerQueued',
      at: T0,
      payload: { queueName: 'sixes', steamid: sid(1), role: 'medic', isQueue: false, queuedAt: T0, userInfo: { steamid: sid(1), alias: 'Medi' } },
    });
    expect(actor.getSnapshot().context.queues[0]!.state._queuePlayers).toEqual({});
  });

  it('follows a round: readyUp!, playerReady, voteForMap!, draft picks and pugStarted', async () => {
    const { actor } = start([{ queues: idle(), livePugs: [], at: T0 }]);
    await waitFor(actor, (s) => s.matches('live'));
    const players = Array.from({ length: 12 }, (_, i) => sid(i + 1));
    const deadline = T0 + 60_000;
    actor.send({ type: 'readyUp!', at: T0, payload: { queueName: 'sixes', players, countdownInfo: { secondsRemaining: 60, deadline } } });
    let q = actor.getSnapshot().context.queues[0]!.state;
    expect(q.phase).toBe('Readying');
    expect(q.undeclaredPlayers).toEqual(players);
    expect(q.countdownInfo?.deadline).toBe(deadline);

    actor.send({ type: 'playerReady', at: T0, payload: { queueName: 'sixes', steamid: sid(3), isReady: true } });
    q = actor.getSnapshot().context.queues[0]!.state;
    expect(q.readiedPlayers).toEqual([sid(3)]);
    expect(q.undeclaredPlayers).not.toContain(sid(3));

    actor.send({
      type: 'voteForMap!',
      at: T0,
      payload: { queueName: 'sixes', maps: ['a', 'b', 'c'], countdownInfo: { secondsRemaining: 20, deadline: T0 + 20_000 } },
    });
    q = actor.getSnapshot().context.queues[0]!.state;
    expect(q.phase).toBe('Picking Map');
    expect(q.mapCandidates).toEqual(['a', 'b', 'c']);

    actor.send({
      type: 'partialInfo',
      at: T0,
      payload: {
        name: 'sixes',
        draft: {
          captains: { blu: sid(1), red: sid(2) },
          blu: { [sid(1)]: 'medic' },
          red: { [sid(2)]: 'medic' },
          turn: 'red',
          pickDeadline: T0 + 30_000,
          elos: {},
        },
      },
    });
    actor.send({
      type: 'yourPick',
      at: T0,
      payload: {
        queueName: 'sixes',
        captain: sid(2),
        team: 'red',
        options: [{ steamid: sid(3), role: 'demoman' }],
        countdownInfo: { secondsRemaining: 30, deadline: T0 + 30_000 },
      },
    });
    expect(actor.getSnapshot().context.myPick?.options).toHaveLength(1);
    actor.send({ type: 'pickedRed!', at: T0, payload: { queueName: 'sixes', captain: sid(2), steamid: sid(3), role: 'demoman' } });
    let ctx = actor.getSnapshot().context;
    expect(ctx.queues[0]!.state.draft?.red).toEqual({ [sid(2)]: 'medic', [sid(3)]: 'demoman' });
    expect(ctx.myPick).toBeNull();

    actor.send({ type: 'pickForYou', at: T0, payload: { queueName: 'sixes', captain: sid(1), steamid: sid(4), role: 'demoman', team: 'blu' } });
    ctx = actor.getSnapshot().context;
    expect(ctx.queues[0]!.state.draft?.blu[sid(4)]).toBe('demoman');
    expect(ctx.lastAutoPick?.steamid).toBe(sid(4));

    const pug = pugFixture({ _id: 'p9' });
    actor.send({ type: 'pugStarted', at: T0, payload: [pug] });
    ctx = actor.getSnapshot().context;
    expect(ctx.viewedPugId).toBe('p9');
    expect(ctx.pugs.p9).toBeDefined();
    expect(ctx.queues[0]!.state.phase).toBe('Waiting For Players');
    expect(ctx.queues[0]!.state.draft).toBeNull();

    actor.send({ type: 'pugUpdate', at: T0, payload: { ...pug, data: { score: [3, 0] } } });
    expect(actor.getSnapshot().context.pugs.p9!.data.score).toEqual([3, 0]);
    actor.send({ type: 'pugDestroy', at: T0, payload: { _id: 'p9' } });
    expect(actor.getSnapshot().context.pugs.p9).toBeUndefined();
    expect(actor.getSnapshot().context.viewedPugId).toBeNull();
  });

  it('refetches on reconnect and the result replaces the local data', async () => {
    const full = [lobbyAt(SIXES, fillEvents(SIXES, { count: 5 })), lobbyAt(HIGHLANDER, [])];
    const { actor, calls } = start([
      { queues: idle(), livePugs: [], at: T0 },
      { queues: full, livePugs: [pugFixture()], at: T0 },
    ]);
    await waitFor(actor, (s) => s.matches('live'));
    actor.send({ type: 'deleteLobby', at: T0, payload: { queueName: 'sixes' } });
    actor.send({ type: 'RECONNECTED' });
    await waitFor(actor, (s) => s.matches('live') && calls() === 2);
    const ctx = actor.getSnapshot().context;
    expect(Object.keys(ctx.queues[0]!.state._queuePlayers)).toHaveLength(5);
    expect(ctx.viewedPugId).toBe('pug-1');
  });

  it('keeps a pick offer resent on reconnect while the reloaded draft waits on that captain, and drops a stale one', async () => {
    const draft = (turn: 'blu' | 'red'): DraftWire => ({
      captains: { blu: sid(1), red: sid(2) },
      blu: { [sid(1)]: 'medic' },
      red: { [sid(2)]: 'medic' },
      turn,
      pickDeadline: T0 + 30_000,
      elos: {},
    });
    const drafting = (turn: 'blu' | 'red'): QueuesResponse => {
      const [sixes, hl] = idle();
      return [{ ...sixes!, state: { ...sixes!.state, phase: 'Picking Map', draft: draft(turn) } }, hl!];
    };
    const { actor, calls } = start([
      { queues: idle(), livePugs: [], at: T0 },
      { queues: drafting('red'), livePugs: [], at: T0 },
      { queues: drafting('blu'), livePugs: [], at: T0 },
    ]);
    await waitFor(actor, (s) => s.matches('live'));
    const offer: YourPickPayload = {
      queueName: 'sixes',
      captain: sid(2),
      team: 'red',
      options: [{ steamid: sid(3), role: 'demoman' }],
      countdownInfo: { secondsRemaining: 30, deadline: T0 + 30_000 },
    };
    // The api resends yourPick as the socket comes back, before the reload answers.
    actor.send({ type: 'RECONNECTED' });
    actor.send({ type: 'yourPick', at: T0, payload: offer });
    await waitFor(actor, (s) => s.matches('live') && calls() === 2);
    expect(actor.getSnapshot().context.myPick).toEqual(offer);
    // Another reload finds BLU on turn: RED's old offer is gone.
    actor.send({ type: 'RECONNECTED' });
    await waitFor(actor, (s) => s.matches('live') && calls() === 3);
    expect(actor.getSnapshot().context.myPick).toBeNull();
  });

  it('keeps the last data when a reload fails, and retries', async () => {
    const { actor } = start([{ queues: idle(), livePugs: [], at: T0 }, new Error('down'), { queues: idle(), livePugs: [], at: T0 }]);
    await waitFor(actor, (s) => s.matches('live'));
    actor.send({ type: 'RECONNECTED' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('down');
    expect(actor.getSnapshot().context.queues).toHaveLength(2);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('live'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('estimates the server clock from a countdown instead of trusting the local one', async () => {
    // The local clock is 90 s behind: the server says 60 s are left of a deadline 150 s "ahead".
    const { actor } = start([{ queues: idle(), livePugs: [], at: T0 }]);
    await waitFor(actor, (s) => s.matches('live'));
    actor.send({
      type: 'readyUp!',
      at: T0,
      payload: { queueName: 'sixes', players: [sid(1)], countdownInfo: { secondsRemaining: 60, deadline: T0 + 150_000 } },
    });
    expect(actor.getSnapshot().context.clockOffset).toBe(90_000 - 500);
    expect(estimateClockOffset({ secondsRemaining: 0, deadline: T0 }, T0)).toBeNull();
  });
});

describe('the lobby client and the lobby’s versions', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Every queue's state at `version`. */
  const at = (version: number): QueuesResponse => idle().map((q) => ({ ...q, state: { ...q.state, version } }));
  /** A load that answers each call with the next of `answers` (the last one repeats). */
  function loads(answers: LobbySnapshot[]) {
    let calls = 0;
    return { load: () => Promise.resolve(answers[Math.min(calls++, answers.length - 1)]!), calls: () => calls };
  }
  const queued = (n: number, version: number) =>
    ({
      type: 'playerQueued',
      at: T0,
      payload: { queueName: 'sixes', steamid: sid(n), role: 'medic', isQueue: true, queuedAt: T0, userInfo: { steamid: sid(n), alias: `p${n}` }, version },
    }) as const;
  const medics = (client: ReturnType<typeof createLobbyClient>) => client.getSnapshot().context.queues[0]!.state.playersByRole.medic;

  it('applies the next version and the events of one write in order; skips what the load already holds', async () => {
    const { load, calls } = loads([{ queues: at(5), livePugs: [], at: T0 }]);
    const client = createLobbyClient(load);
    client.start();
    await flush();
    client.send(queued(1, 5)); // the loaded state's own write: already in it
    expect(medics(client)).toEqual([]);
    client.send(queued(1, 6));
    client.send(queued(2, 6)); // the same write's second event
    client.send(queued(3, 7));
    expect(medics(client)).toEqual([sid(1), sid(2), sid(3)]);
    expect(client.getSnapshot().context.queues[0]!.state.version).toBe(7);
    expect(calls()).toBe(1);
    client.stop();
  });

  it('an event past a gap is not applied: the client loads again, once, however many follow', async () => {
    const { load, calls } = loads([
      { queues: at(5), livePugs: [], at: T0 },
      {
        queues: at(9).map((q) =>
          q.name === 'sixes' ? { ...q, state: { ...q.state, playersByRole: { ...q.state.playersByRole, medic: [sid(7), sid(8)] } } } : q,
        ),
        livePugs: [],
        at: T0,
      },
    ]);
    const client = createLobbyClient(load);
    client.start();
    await flush();
    client.send(queued(7, 7)); // version 6 was missed
    expect(medics(client)).toEqual([]);
    expect(client.getSnapshot().status).toBe('loading');
    client.send(queued(8, 8));
    client.send(queued(9, 9));
    await flush();
    expect(calls()).toBe(2);
    expect(client.getSnapshot().status).toBe('live');
    expect(medics(client)).toEqual([sid(7), sid(8)]);
    client.send(queued(10, 10));
    expect(medics(client)).toEqual([sid(7), sid(8), sid(10)]);
    expect(calls()).toBe(2);
    client.stop();
  });

  it('a load older than an event already seen is discarded and loaded again', async () => {
    let answer: (snapshot: LobbySnapshot) => void = () => {};
    const answers: LobbySnapshot[] = [];
    let calls = 0;
    const client = createLobbyClient(() => {
      calls++;
      const queued = answers.shift();
      return queued ? Promise.resolve(queued) : new Promise<LobbySnapshot>((resolve) => (answer = resolve));
    });
    client.start();
    // While the first load runs, version 12 arrives; the load answers version 11, written before it.
    client.send(queued(1, 12));
    answers.push({
      queues: at(12).map((q) => (q.name === 'sixes' ? { ...q, state: { ...q.state, playersByRole: { ...q.state.playersByRole, medic: [sid(1)] } } } : q)),
      livePugs: [],
      at: T0,
    });
    answer({ queues: at(11), livePugs: [], at: T0 });
    await flush();
    expect(client.getSnapshot().status).toBe('behind');
    expect(client.getSnapshot().context.queues).toEqual([]); // the old load is not shown
    await new Promise((resolve) => setTimeout(resolve, 300)); // loads again shortly, not in a tight loop
    await flush();
    expect(calls).toBe(2);
    expect(client.getSnapshot().status).toBe('live');
    expect(client.getSnapshot().context.queues[0]!.state.version).toBe(12);
    expect(medics(client)).toEqual([sid(1)]);
    client.stop();
  });

  it('starts again after a stop with a load, and one object per snapshot', async () => {
    const { load, calls } = loads([{ queues: idle(), livePugs: [], at: T0 }]);
    const client = createLobbyClient(load);
    let changes = 0;
    client.subscribe(() => changes++);
    client.start();
    expect(client.getSnapshot().status).toBe('loading');
    await flush();
    expect(client.getSnapshot().status).toBe('live');
    expect(client.getSnapshot()).toBe(client.getSnapshot());
    expect(changes).toBeGreaterThan(0);
    client.stop();
    client.start();
    await flush();
    expect(calls()).toBe(2);
    expect(client.getSnapshot().status).toBe('live');
    client.stop();
  });
});
