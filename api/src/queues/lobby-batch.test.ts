/**
 * Group commit's pure half: a batch of commands applied in order on one lobby (each refused or
 * stepped on the state the ones before it left), and the one broadcast of the batch (every step's
 * events with the write's version, then one partialInfo) that a client's wire appliers turn into
 * the stored lobby.
 */
import { applyWireEvent, toQueueWire, type LobbyEvent, type LobbyWireEvent, type Queue, type Role } from '@pug/domain';
import { SIXES, SIXES_ROLES, sid } from '@pug/domain/testing';
import { describe, expect, it } from 'vitest';
import { applyBatch, batchEmissions, initialLobby, type Emission, type LobbyCommand, type LobbyState } from './lobby.ts';

const NOW = Date.UTC(2026, 10, 1, 20);
const MAPS = ['cp_process_final', 'cp_gullywash_f9', 'koth_product_final'];
const userInfo = (steamid: string) => ({ steamid, alias: `p${steamid.slice(-3)}` });
const byDeadline = (q: Queue) => ({ ...q, countdownInfo: q.countdownInfo?.deadline ?? null });

function commandsOf(events: LobbyEvent[]): LobbyCommand[] {
  return events.map((event) => ({ make: () => event, internal: false, users: [], resolve: () => undefined, reject: () => undefined }));
}

function applyAsClient(queue: Queue, emissions: Emission[]): Queue {
  let copy = queue;
  for (const e of emissions) if (e.to === 'queue') copy = applyWireEvent(copy, { event: e.event, payload: e.payload } as LobbyWireEvent);
  return copy;
}

const join = (n: number, role: Role, at: number): LobbyEvent => ({ type: 'JOIN', steamid: sid(n), role, now: at, elo: 1000 + n });

describe('a batch of lobby commands', () => {
  it('applies them in order, refusing each on the state before it, and a client applying the one broadcast has the stored lobby', () => {
    let state: LobbyState = initialLobby({ config: SIXES, mapPool: MAPS, seed: 3, now: NOW });
    let client: Queue = { ...toQueueWire(state.snapshot.context, NOW), version: 1 };
    // Three batches: the lobby fills in the middle of the second (ready-up starts), the third readies players up.
    const batches: LobbyEvent[][] = [
      [join(1, 'medic', NOW + 1), join(1, 'medic', NOW + 2), join(2, 'medic', NOW + 3), { type: 'LEAVE', steamid: sid(9), now: NOW + 4 }],
      [...SIXES_ROLES.slice(0, 5).map((role, i) => join(10 + i, role, NOW + 10 + i)), ...SIXES_ROLES.map((role, i) => join(20 + i, role, NOW + 20 + i))],
      [
        { type: 'READY', steamid: sid(1), isReady: true, now: NOW + 40 },
        { type: 'READY', steamid: sid(1), isReady: true, now: NOW + 41 },
        { type: 'READY', steamid: sid(10), isReady: false, now: NOW + 42 },
      ],
    ];
    const answers: string[][] = [];
    for (const [i, events] of batches.entries()) {
      const { steps, outcomes } = applyBatch(state, commandsOf(events), () => NOW);
      answers.push(outcomes.map((o) => (o.ok ? 'ok' : (o.error as { code: string }).code)));
      const version = i + 2;
      const emissions = batchEmissions(steps, { version, userInfo });
      expect(emissions.every((e) => e.to !== 'queue' || (e.payload as { version?: number }).version === version)).toBe(true);
      expect(emissions.filter((e) => e.event === 'partialInfo').length).toBeLessThanOrEqual(1);
      state = steps.at(-1)!.to;
      client = applyAsClient(client, emissions);
      expect(byDeadline(client), `batch ${i}`).toEqual(byDeadline({ ...toQueueWire(state.snapshot.context, NOW), version }));
    }
    expect(answers[0]).toEqual(['ok', 'CONFLICT', 'ok', 'CONFLICT']);
    expect(answers[1]!.every((a) => a === 'ok')).toBe(true);
    expect(state.snapshot.context.phase).toBe('Readying');
    expect(Object.keys(state.snapshot.context.players)).toEqual([sid(1), sid(2), ...[10, 11, 12, 13, 14].map(sid), ...[20, 21, 22, 23, 24, 25].map(sid)]);
    expect(client.phase).toBe('Readying');
  });

  it('a batch that changes nothing has no steps and answers every command', () => {
    const state = initialLobby({ config: SIXES, mapPool: MAPS, seed: 3, now: NOW });
    const { steps, outcomes } = applyBatch(state, commandsOf([{ type: 'LEAVE', steamid: sid(1), now: NOW }]), () => NOW);
    expect(steps).toEqual([]);
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]!.ok).toBe(false);
  });
});
