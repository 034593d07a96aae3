/**
 * Bytes per socket event of a lobby step, today's partialInfo (only what playerQueued /
 * playerReady do not already tell) vs the previous one (every changed wire field, so each join
 * repeated every role's list and every queued player), over the same steps in the same run:
 * players joining a highlander lobby one by one up to a full pug and beyond, some leaving,
 * the ready-up answers. Counts Socket.IO's text frame (`42["event",payload]`) per queue-wide event.
 *   node --import tsx bench/loop/payload.bench.ts [--players 60]
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { toQueueWire, type LobbyEvent } from '@pug/domain';
import { HL, sid } from '@pug/domain/testing';
import { queueableRoles } from '@pug/domain';
import { changedWire, initialLobby, lobbyEmissions, stepLobby, type Emission, type LobbyState } from '@pug/api/src/queues/lobby.ts';

export interface PayloadRow {
  kind: string;
  steps: number;
  beforeBytes: number;
  afterBytes: number;
}

const frame = (event: string, payload: unknown) => Buffer.byteLength(`42${JSON.stringify([event, payload])}`);

export function runPayloadBench(opts: { players?: number } = {}): PayloadRow[] {
  const players = opts.players ?? 60;
  const now = Date.UTC(2026, 10, 1, 20);
  const roles = queueableRoles(HL);
  let state: LobbyState = initialLobby({ config: HL, mapPool: ['cp_badlands', 'koth_product', 'pl_upward'], seed: 3, now });
  const rows = new Map<string, PayloadRow>();
  const count = (kind: string, before: number, after: number) => {
    const row = rows.get(kind) ?? { kind, steps: 0, beforeBytes: 0, afterBytes: 0 };
    row.steps++;
    row.beforeBytes += before;
    row.afterBytes += after;
    rows.set(kind, row);
  };
  let version = 0;
  const run = (kind: string, event: LobbyEvent) => {
    const next = stepLobby(state, event);
    if (!next) return;
    const prevCtx = state.snapshot.context;
    const nextCtx = next.snapshot.context;
    version += 1; // each step is one stored write
    const emissions: Emission[] = lobbyEmissions(prevCtx, nextCtx, next.emitted, {
      now,
      version,
      userInfo: (steamid) => ({ steamid, alias: `Player ${steamid.slice(-4)}` }),
    });
    const queueWide = emissions.filter((e) => e.to === 'queue');
    const after = queueWide.reduce((sum, e) => sum + frame(e.event, e.payload), 0);
    const others = queueWide.filter((e) => e.event !== 'partialInfo').reduce((sum, e) => sum + frame(e.event, e.payload), 0);
    // The previous partialInfo: every top-level wire field that changed.
    const old = changedWire(toQueueWire(prevCtx, now), toQueueWire(nextCtx, now));
    const before = others + (Object.keys(old).length > 0 ? frame('partialInfo', { name: HL.name, ...old }) : 0);
    count(kind, before, after);
    state = next;
  };
  for (let i = 0; i < players; i++) run('join', { type: 'JOIN', steamid: sid(i), role: roles[i % roles.length]!, now: now + i * 1000, elo: 1000 + i });
  for (const seat of state.snapshot.context.selection ?? []) run('ready', { type: 'READY', steamid: seat.steamid, isReady: true, now: now + 60_500 });
  for (let i = 0; i < 6; i++) run('leave', { type: 'LEAVE', steamid: sid(players - 1 - i), now: now + 61_000 + i });
  return [...rows.values()];
}

export function formatPayload(rows: PayloadRow[]): string {
  const lines = rows.map(
    (r) =>
      `  ${r.kind.padEnd(6)} ${String(r.steps).padStart(3)} steps: ${(r.beforeBytes / r.steps).toFixed(0).padStart(6)} B/step before, ${(r.afterBytes / r.steps).toFixed(0).padStart(5)} B/step now  (${(r.afterBytes / r.beforeBytes).toFixed(2)}x)`,
  );
  const before = rows.reduce((s, r) => s + r.beforeBytes, 0);
  const after = rows.reduce((s, r) => s + r.afterBytes, 0);
  return [...lines, `  all queue-wide events: ${before} B before, ${after} B now, ratio ${(after / before).toFixed(2)}x`].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { players: { type: 'string' } } });
  console.log(formatPayload(runPayloadBench({ players: Number(values.players ?? 60) })));
}
