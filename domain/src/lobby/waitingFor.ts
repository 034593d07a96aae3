/**
 * What a queue is waiting for (docs/product.md "Rules"): the classes still missing to fill the next
 * pug under the same exact seating as the selection (selection.ts `openSeats`). A player added for
 * several classes is counted once, in one seat: eleven players where two flexible players can only
 * take scout seats still wait for "1 medic", never for nothing. When a flexible player could take
 * either of two open classes, the seating puts them in the class the format lists first, so the
 * later class is the one named.
 */
import type { Queue, SteamId } from '../entities.ts';
import { slotOf, type QueueConfig, type SlotKey } from '../formats/formats.ts';
import { roleCountText } from '../formats/roles.ts';
import { openSeats, seatedSlots, type QueueSnapshot } from './selection.ts';

export interface MissingClass {
  slot: SlotKey;
  count: number;
}

/** The slots still missing players, in the format's order, each with how many; [] when the pug can fill. */
export function waitingFor(queue: QueueSnapshot, config: Pick<QueueConfig, 'roles'>): MissingClass[] {
  const open = openSeats(queue, config);
  return config.roles.map((slot) => ({ slot: slot.role, count: open[slot.role] ?? 0 })).filter((m) => m.count > 0);
}

/** "1 medic, 2 demomen": the missing classes as a sentence lists them; '' when nothing is missing. */
export function missingClassesText(missing: readonly MissingClass[]): string {
  return missing.map((m) => roleCountText(m.count, m.slot)).join(', ');
}

/** "Waiting for 1 medic, 1 demoman", or null when nothing is missing (the pug can fill). */
export function waitingForText(missing: readonly MissingClass[]): string | null {
  return missing.length === 0 ? null : `Waiting for ${missingClassesText(missing)}`;
}

/**
 * The slot each player of the lobby sits in, as the board shows it: while a round runs the seats it
 * gave (`seats` on the wire, kept across reseats), else the seating of the queue now. A player absent
 * is a reserve; a player added for several classes sits in one of them.
 */
export function lobbySeats(state: Pick<Queue, 'phase' | 'roles' | 'playersByRole' | '_queuePlayers' | 'seats'>): Record<SteamId, SlotKey> {
  const config = { roles: state.roles as QueueConfig['roles'] };
  const round = state.seats ?? {};
  if (state.phase === 'Waiting For Players' || Object.keys(round).length === 0) return seatedSlots(state, config);
  const out: Record<SteamId, SlotKey> = {};
  for (const [steamid, role] of Object.entries(round)) {
    const slot = slotOf(config, role);
    if (slot !== undefined) out[steamid] = slot;
  }
  return out;
}
