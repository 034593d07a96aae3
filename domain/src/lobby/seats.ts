import type { SteamId } from '../entities.ts';
import type { Role, SlotKey } from '../formats/formats.ts';

/** A player given a seat for the next pug: the role they play and the slot it fills. */
export interface Seat {
  steamid: SteamId;
  role: Role;
  slot: SlotKey;
  /** Elo in that role for the queue's format (used by captains, draft and balancing). */
  elo: number;
  /** Fewer than ELO_PROVISIONAL_PUGS pugs in that role (elo/elo.ts `isProvisional`): balancing spreads these, captains see "New". */
  provisional?: true;
}
