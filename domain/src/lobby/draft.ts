/**
 * The captains' draft (docs/product.md "Rules"): order 1-2-2-1-… (first picker once, then two each in
 * turn); only legal picks are offered (never one that leaves a team unable to fill its roles);
 * a captain whose timer runs out gets `pickForYou`, the legal pick that allows the best-balanced
 * final teams.
 */
import { eloGap, enumerateSplits, type Teams } from './balance.ts';
import type { CaptainPair } from './captains.ts';
import type { SteamId, TeamName } from '../entities.ts';
import { DomainError } from '../errors.ts';
import { seatsPerTeam, type QueueConfig } from '../formats/formats.ts';
import type { Seat } from './seats.ts';

export interface DraftState {
  captains: { blu: SteamId; red: SteamId };
  firstPick: TeamName;
  /** Picks made so far (captains not counted). */
  picks: number;
  teams: Teams;
  /** Players not picked yet. */
  pool: Seat[];
  slots: Pick<QueueConfig, 'roles'>;
}

const other = (team: TeamName): TeamName => (team === 'blu' ? 'red' : 'blu');

/** A draft with captains seated; the lower-rated captain (RED) picks first. */
export function startDraft(players: readonly Seat[], captains: CaptainPair, slots: Pick<QueueConfig, 'roles'>): DraftState {
  return {
    captains: { blu: captains.blu.steamid, red: captains.red.steamid },
    firstPick: 'red',
    picks: 0,
    teams: { blu: [captains.blu], red: [captains.red] },
    pool: players.filter((p) => p.steamid !== captains.blu.steamid && p.steamid !== captains.red.steamid),
    slots,
  };
}

function openSeats(state: DraftState, team: TeamName, slot: string): number {
  const per = seatsPerTeam(state.slots).get(slot) ?? 0;
  return per - state.teams[team].filter((p) => p.slot === slot).length;
}

/** Whether giving `seat` to `team` still lets both teams fill every slot from the remaining pool. */
function fits(state: DraftState, team: TeamName, seat: Seat): boolean {
  if (openSeats(state, team, seat.slot) <= 0) return false;
  for (const slot of seatsPerTeam(state.slots).keys()) {
    const left = state.pool.filter((p) => p.slot === slot && p.steamid !== seat.steamid).length;
    const open = openSeats(state, 'blu', slot) + openSeats(state, 'red', slot) - (slot === seat.slot ? 1 : 0);
    if (left < open) return false;
  }
  return true;
}

/** The team whose captain picks now (snake order; a team with no legal pick passes), or null when done. */
export function draftTurn(state: DraftState): TeamName | null {
  if (state.pool.length === 0) return null;
  const i = state.picks;
  const first = state.firstPick;
  const scheduled = i === 0 ? first : Math.floor((i - 1) / 2) % 2 === 0 ? other(first) : first;
  return state.pool.some((p) => fits(state, scheduled, p)) ? scheduled : other(scheduled);
}

/** The captain whose turn it is. */
export function captainOnTurn(state: DraftState): SteamId | null {
  const team = draftTurn(state);
  return team ? state.captains[team] : null;
}

/** Players the captain on turn may pick now. */
export function legalPicks(state: DraftState): Seat[] {
  const team = draftTurn(state);
  return team ? state.pool.filter((p) => fits(state, team, p)) : [];
}

/** Why `captain` may not pick `steamid` now, or null when the pick is allowed. */
export function pickRefusal(state: DraftState, captain: SteamId, steamid: SteamId): DomainError | null {
  const team = draftTurn(state);
  if (!team) return new DomainError('CONFLICT', 'The draft is over');
  if (state.captains[team] !== captain) return new DomainError('FORBIDDEN', 'It is not your turn to pick');
  const seat = state.pool.find((p) => p.steamid === steamid);
  if (!seat) return new DomainError('CONFLICT', 'That player is not available to pick');
  if (!fits(state, team, seat)) return new DomainError('CONFLICT', `Your team has no open ${seat.role} seat`);
  return null;
}

/** The draft after the captain on turn picks `steamid`; throws the refusal when not allowed. */
export function applyPick(state: DraftState, captain: SteamId, steamid: SteamId): DraftState {
  const refusal = pickRefusal(state, captain, steamid);
  if (refusal) throw refusal;
  const team = draftTurn(state)!;
  const seat = state.pool.find((p) => p.steamid === steamid)!;
  return {
    ...state,
    picks: state.picks + 1,
    teams: { ...state.teams, [team]: [...state.teams[team], seat] },
    pool: state.pool.filter((p) => p.steamid !== steamid),
  };
}

/**
 * The pick made for a captain who ran out of time: the legal pick after which the best possible
 * completion of the teams has the smallest mean-elo gap (ties: higher elo, then steamid).
 */
export function pickForYou(state: DraftState): Seat {
  const team = draftTurn(state);
  const options = legalPicks(state);
  if (!team || options.length === 0) throw new DomainError('CONFLICT', 'There is nothing to pick');
  const everyone = [...state.teams.blu, ...state.teams.red, ...state.pool];
  const scored = options.map((seat) => {
    const fixed = { blu: state.teams.blu.map((p) => p.steamid), red: state.teams.red.map((p) => p.steamid) };
    fixed[team] = [...fixed[team], seat.steamid];
    let best = Infinity;
    for (const split of enumerateSplits(everyone, state.slots, fixed)) best = Math.min(best, eloGap(split));
    return { seat, best };
  });
  scored.sort((a, b) => a.best - b.best || b.seat.elo - a.seat.elo || (a.seat.steamid < b.seat.steamid ? -1 : 1));
  return scored[0]!.seat;
}

export function draftComplete(state: DraftState): boolean {
  return state.pool.length === 0;
}
