import { applyPlayerQueued, applyPlayerReady, toQueueWire, type LobbyEvent, type Queue } from '@pug/domain';
import { SIXES, SIXES_ROLES, sid } from '@pug/domain/testing';
import { describe, expect, it } from 'vitest';
import { lobbyEmissions, type Emission } from './lobby-events.ts';
import { initialLobby, stepLobby, type LobbyState } from './lobby-step.ts';

const NOW = Date.UTC(2026, 10, 1, 20);
const userInfo = (steamid: string) => ({ steamid, alias: `p${steamid.slice(-3)}` });

/** What a client's copy becomes from the step's queue events, applied in the order they are sent. */
function applyAsClient(queue: Queue, emissions: Emission[]): Queue {
  let copy = queue;
  for (const e of emissions) {
    if (e.to !== 'queue') continue;
    if (e.event === 'partialInfo') copy = { ...copy, ...e.payload };
    else if (e.event === 'playerQueued') copy = applyPlayerQueued(copy, e.payload);
    else if (e.event === 'playerReady') copy = applyPlayerReady(copy, e.payload);
  }
  return copy;
}

function step(state: LobbyState, event: LobbyEvent): { next: LobbyState; emissions: Emission[] } {
  const next = stepLobby(state, event)!;
  const emissions = lobbyEmissions(state.snapshot.context, next.snapshot.context, next.emitted, { now: NOW, userInfo });
  return { next, emissions };
}

/** The lobby fields the queue events and partialInfo keep in step on a client. */
const LIST_FIELDS = ['playersByRole', '_queuePlayers', 'prereadies', 'readiedPlayers', 'unreadiedPlayers', 'undeclaredPlayers', 'phase'] as const;
const pick = (q: Queue) => Object.fromEntries(LIST_FIELDS.map((k) => [k, q[k]]));

describe('partialInfo carries only what the step’s events do not tell', () => {
  it('a join sends playerQueued and no partialInfo (it used to repeat every queue list)', () => {
    let state = initialLobby({ config: SIXES, mapPool: ['cp_process_final', 'cp_gullywash_f9', 'koth_product_final'], seed: 1, now: NOW });
    for (let i = 0; i < 5; i++) state = step(state, { type: 'JOIN', steamid: sid(i), role: SIXES_ROLES[i]!, now: NOW + i, elo: 1000 }).next;
    const { emissions } = step(state, { type: 'JOIN', steamid: sid(9), role: 'medic', now: NOW + 9, elo: 1000 });
    expect(emissions.map((e) => e.event)).toContain('playerQueued');
    expect(emissions.filter((e) => e.event === 'partialInfo')).toEqual([]);
  });

  it('a client that applies the events as sent ends with the server’s lobby, step after step', () => {
    let state = initialLobby({ config: SIXES, mapPool: ['cp_process_final', 'cp_gullywash_f9', 'koth_product_final'], seed: 7, now: NOW });
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
