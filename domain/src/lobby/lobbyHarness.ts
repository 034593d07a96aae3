/** Test harness for the queue-lobby machine tests (not exported from the package). */
import { createActor } from 'xstate';
import { queueLobbyMachine } from './queueLobbyMachine.ts';
import { SIXES, SIXES_ROLES, sid } from '../testFixtures.ts';

const POOL = ['cp_process_final', 'cp_gullywash_final1', 'cp_snakewater_final1', 'cp_sunshine', 'koth_product_final'];
export const T0 = 1_700_000_000_000;
export const ROLES = SIXES_ROLES;

export function lobby(opts: { lastMap?: string; seed?: number } = {}) {
  const actor = createActor(queueLobbyMachine, { input: { config: SIXES, mapPool: POOL, seed: opts.seed ?? 1, now: T0, lastMap: opts.lastMap } });
  actor.start();
  return actor;
}
export type Lobby = ReturnType<typeof lobby>;

/** Players 1..12 fill sixes: two per role, joined a second apart (player n has elo 1000 + 50n). */
export function fill(actor: Lobby, extra: { shouldCaptain?: number[] } = {}) {
  ROLES.forEach((role, i) => {
    for (const n of [i * 2 + 1, i * 2 + 2]) {
      actor.send({ type: 'JOIN', steamid: sid(n), role, now: T0 + n * 1000, elo: 1000 + n * 50, shouldCaptain: extra.shouldCaptain?.includes(n) });
    }
  });
}
export const state = (a: Lobby) => a.getSnapshot().value;
export const ctx = (a: Lobby) => a.getSnapshot().context;
export function readyAll(a: Lobby, now: number, except: number[] = []) {
  for (const seat of ctx(a).selection!) {
    if (!except.some((n) => sid(n) === seat.steamid)) a.send({ type: 'READY', steamid: seat.steamid, isReady: true, now });
  }
}
