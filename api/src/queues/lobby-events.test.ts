import { applyWireEvent, draftTurn, legalPicks, lobbyRefusal, seededRng, toQueueWire, type LobbyEvent, type LobbyWireEvent, type Queue } from '@pug/domain';
import { SIXES, SIXES_ROLES, sid } from '@pug/domain/testing';
import { describe, expect, it } from 'vitest';
import { initialLobby, lobbyEmissions, stepLobby, type Emission, type LobbyState } from './lobby.ts';

const NOW = Date.UTC(2026, 10, 1, 20);
const MAPS = ['cp_process_final', 'cp_gullywash_f9', 'koth_product_final'];
const userInfo = (steamid: string) => ({ steamid, alias: `p${steamid.slice(-3)}` });

/** What a client's copy becomes from the step's queue events, applied in the order they are sent (the domain's appliers). */
function applyAsClient(queue: Queue, emissions: Emission[]): Queue {
  let copy = queue;
  for (const e of emissions) if (e.to === 'queue') copy = applyWireEvent(copy, { event: e.event, payload: e.payload } as LobbyWireEvent);
  return copy;
}

function step(state: LobbyState, event: LobbyEvent, version = 1, now = NOW): { next: LobbyState; emissions: Emission[] } {
  const next = stepLobby(state, event)!;
  const emissions = lobbyEmissions(state.snapshot.context, next.snapshot.context, next.emitted, { now, version, userInfo });
  return { next, emissions };
}

/** The lobby fields the queue events and partialInfo keep in step on a client. */
const LIST_FIELDS = ['playersByRole', '_queuePlayers', 'prereadies', 'readiedPlayers', 'unreadiedPlayers', 'undeclaredPlayers', 'phase'] as const;
const pick = (q: Queue) => Object.fromEntries(LIST_FIELDS.map((k) => [k, q[k]]));
/** A wire state with its countdown as its deadline (secondsRemaining is the time of sending; clients count down to the deadline). */
const byDeadline = (q: Queue) => ({ ...q, countdownInfo: q.countdownInfo?.deadline ?? null });

describe('partialInfo carries only what the step’s events do not tell', () => {
  it('a join sends playerQueued and no partialInfo (it used to repeat every queue list)', () => {
    let state = initialLobby({ config: SIXES, mapPool: MAPS, seed: 1, now: NOW });
    for (let i = 0; i < 5; i++) state = step(state, { type: 'JOIN', steamid: sid(i), role: SIXES_ROLES[i]!, now: NOW + i, elo: 1000 }).next;
    const { emissions } = step(state, { type: 'JOIN', steamid: sid(9), role: 'medic', now: NOW + 9, elo: 1000 });
    expect(emissions.map((e) => e.event)).toContain('playerQueued');
    expect(emissions.filter((e) => e.event === 'partialInfo')).toEqual([]);
  });

  it('a client that applies the events as sent ends with the server’s lobby, step after step', () => {
    let state = initialLobby({ config: SIXES, mapPool: MAPS, seed: 7, now: NOW });
    let client = toQueueWire(state.snapshot.context, NOW);
    const events: LobbyEvent[] = [
      { type: 'JOIN', steamid: sid(1), role: 'medic', now: NOW + 1, elo: 1000 },
      { type: 'JOIN', steamid: sid(1), role: 'demoman', now: NOW + 2, elo: 1000 },
      { type: 'PREREADY', steamid: sid(1), isPreready: true },
      { type: 'LEAVE', steamid: sid(1), role: 'medic', now: NOW + 3 },
      { type: 'LEAVE', steamid: sid(1), now: NOW + 4 },
      // Twelve players fill the lobby: ready-up starts, then some answer.
      ...SIXES_ROLES.flatMap((role, i) => [
        { type: 'JOIN' as const, steamid: sid(10 + i), role, now: NOW + 10 + i, elo: 1200 },
        { type: 'JOIN' as const, steamid: sid(30 + i), role, now: NOW + 30 + i, elo: 1100 },
      ]),
      { type: 'READY', steamid: sid(10), isReady: true, now: NOW + 50 },
      { type: 'READY', steamid: sid(11), isReady: false, now: NOW + 51 },
      { type: 'JOIN', steamid: sid(60), role: 'medic', now: NOW + 60, elo: 900 },
    ];
    for (const event of events) {
      const { next, emissions } = step(state, event);
      client = applyAsClient(client, emissions);
      expect(pick(client), event.type).toEqual(pick(toQueueWire(next.snapshot.context, NOW)));
      state = next;
    }
    expect(client.phase).toBe('Readying');
  });
});

/** A random command for the lobby's phase, mostly one it accepts (refused ones are skipped). */
function randomEvent(rng: () => number, state: LobbyState, now: number): LobbyEvent {
  const ctx = state.snapshot.context;
  const any = <T>(list: readonly T[]): T | undefined => list[Math.floor(rng() * list.length)];
  const who = sid(1 + Math.floor(rng() * 16));
  const roll = rng();
  const deadline: LobbyEvent = { type: 'DEADLINE', now: Math.max(now, (ctx.deadline ?? ctx.retryAt ?? now) + 1) };
  const seated = ctx.selection?.map((s) => s.steamid) ?? [];
  if (roll < 0.08) return { type: 'LEAVE', steamid: any(seated) ?? who, ...(rng() < 0.5 ? { role: any(SIXES_ROLES)! } : {}), now };
  if (roll < 0.12) return { type: 'PREREADY', steamid: who, isPreready: rng() < 0.7 };
  if (roll < 0.15) return { type: 'SET_CAPTAIN', steamid: who, shouldCaptain: rng() < 0.5 };
  if (roll < 0.2) return deadline;
  switch (String(state.snapshot.value)) {
    case 'Readying':
      return { type: 'READY', steamid: any(ctx.undeclaredPlayers) ?? who, isReady: rng() < 0.93, now };
    case 'Picking Map':
      return { type: 'VOTE_MAP', steamid: any(seated.filter((s) => !ctx.mapVotes[s])) ?? who, map: any(ctx.mapCandidates)!, now };
    case 'Drafting': {
      const draft = ctx.draft!;
      const team = draftTurn(draft);
      return { type: 'PICK', captain: team ? draft.captains[team] : who, steamid: any(legalPicks(draft))?.steamid ?? who, now };
    }
    case 'Launching':
      return rng() < 0.7 ? { type: 'PUG_CREATED', pugId: `pug-${now}`, now } : { type: 'PUG_CREATION_FAILED', now };
    default:
      return { type: 'JOIN', steamid: who, role: any(SIXES_ROLES)!, now, elo: 1000 + Math.floor(rng() * 800), shouldCaptain: rng() < 0.2 };
  }
}

describe('the wire appliers and the event derivation agree (property over the lobby machine’s transitions)', () => {
  it('applying a step’s events to the old wire state gives the new one, and each stored step is the next version', () => {
    const states = new Set<string>();
    const eventsSeen = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) {
      const rng = seededRng(seed).next;
      let state = initialLobby({ config: SIXES, mapPool: MAPS, seed, now: NOW });
      let version = 1;
      let now = NOW;
      let client: Queue = { ...toQueueWire(state.snapshot.context, now), version };
      for (let i = 0; i < 200; i++) {
        now += Math.floor(rng() * 4000);
        const event = randomEvent(rng, state, now);
        if ('now' in event) now = Math.max(now, event.now);
        if (lobbyRefusal(state.snapshot, event) || !stepLobby(state, event)) continue;
        version += 1;
        const { next, emissions } = step(state, event, version, now);
        client = applyAsClient(client, emissions);
        expect(emissions.every((e) => e.to !== 'queue' || (e.payload as { version?: number }).version === version)).toBe(true);
        expect(emissions.some((e) => e.to === 'queue')).toBe(true);
        const expected = { ...toQueueWire(next.snapshot.context, now), version };
        expect(byDeadline(client), `seed ${seed}, step ${i}: ${JSON.stringify(event)}`).toEqual(byDeadline(expected));
        emissions.forEach((e) => eventsSeen.add(e.event));
        states.add(String(next.snapshot.value));
        state = next;
      }
    }
    // The walk reached every state of the machine and every event that changes the wire state.
    expect([...states].sort()).toEqual(['Drafting', 'Launching', 'Picking Map', 'Readying', 'Waiting For Players'].sort());
    for (const name of ['playerQueued', 'playerReady', 'readyUp!', 'voteForMap!', 'captains', 'countdownInfo', 'partialInfo'])
      expect(eventsSeen).toContain(name);
  });
});
