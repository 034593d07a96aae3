/** Queue membership operations of the lobby: join, leave, pre-ready, captain flag. Pure. */
import type { SteamId } from '../entities.ts';
import { seatsPerTeam, slotOf } from '../formats/formats.ts';
import { isShortAdd } from '../players/medicCredit.ts';
import { keptPairs } from './friends.ts';
import { queueSnapshotOf, type LobbyContext, type LobbyEvent, type LobbyPlayer } from './lobbyContext.ts';
import { openSeats } from './selection.ts';

type Ev<T extends LobbyEvent['type']> = Extract<LobbyEvent, { type: T }>;

const without = (list: readonly SteamId[], steamid: SteamId) => list.filter((s) => s !== steamid);
const withOnce = (list: readonly SteamId[], steamid: SteamId) => (list.includes(steamid) ? [...list] : [...list, steamid]);

export function applyJoin(ctx: LobbyContext, ev: Ev<'JOIN'>): Partial<LobbyContext> {
  const existing = ctx.players[ev.steamid];
  const base: LobbyPlayer = existing
    ? { ...existing, roles: [...existing.roles, ev.role], elos: { ...existing.elos, [ev.role]: ev.elo } }
    : { steamid: ev.steamid, queuedAt: ev.now, roles: [ev.role], elos: { [ev.role]: ev.elo } };
  const short = shortAdd(ctx, ev.role);
  const provisionalRoles = [...(base.provisionalRoles ?? []).filter((r) => r !== ev.role), ...(ev.provisional ? [ev.role] : [])];
  const { provisionalRoles: _old, ...rest } = base;
  const player: LobbyPlayer = {
    ...rest,
    ...(provisionalRoles.length > 0 ? { provisionalRoles } : {}),
    ...(ev.medicCredit ? { medicCredit: true as const } : {}),
    ...(ev.medicImmuneUntil !== undefined ? { medicImmuneUntil: ev.medicImmuneUntil } : {}),
    ...(short ? { shortRoles: [...(base.shortRoles ?? []), ev.role] } : {}),
  };
  return {
    now: ev.now,
    players: { ...ctx.players, [ev.steamid]: player },
    addedCaptains: ev.shouldCaptain ? withOnce(ctx.addedCaptains, ev.steamid) : ctx.addedCaptains,
    captainRestricted: ev.captainRestricted ? withOnce(ctx.captainRestricted, ev.steamid) : without(ctx.captainRestricted, ev.steamid),
  };
}

/** Whether the queue was short of `role`'s class just before this add (medicCredit.ts `isShortAdd`). */
function shortAdd(ctx: LobbyContext, role: string): boolean {
  const slot = slotOf(ctx.config, role);
  if (slot === undefined) return false;
  const seats = [...seatsPerTeam(ctx.config).values()].reduce((a, n) => a + n * 2, 0);
  return isShortAdd(openSeats(queueSnapshotOf(ctx), ctx.config), slot, Object.keys(ctx.players).length, seats);
}

/** Remove players from the queue entirely (and from its pre-ready and captain lists). */
export function removePlayers(ctx: LobbyContext, steamids: readonly SteamId[]): Partial<LobbyContext> {
  const gone = new Set(steamids);
  const players = Object.fromEntries(Object.entries(ctx.players).filter(([s]) => !gone.has(s)));
  return {
    players,
    friends: keptPairs({ ...ctx, players }),
    prereadies: ctx.prereadies.filter((s) => !gone.has(s)),
    addedCaptains: ctx.addedCaptains.filter((s) => !gone.has(s)),
    captainRestricted: ctx.captainRestricted.filter((s) => !gone.has(s)),
  };
}

export function applyLeave(ctx: LobbyContext, ev: Ev<'LEAVE'>): Partial<LobbyContext> {
  const player = ctx.players[ev.steamid];
  if (!player) return { now: ev.now };
  const roles = ev.role ? player.roles.filter((r) => r !== ev.role) : [];
  if (roles.length === 0) return { now: ev.now, ...removePlayers(ctx, [ev.steamid]) };
  const { [ev.role!]: _dropped, ...elos } = player.elos;
  const shortRoles = player.shortRoles?.filter((r) => r !== ev.role);
  const provisionalRoles = player.provisionalRoles?.filter((r) => r !== ev.role);
  const players = {
    ...ctx.players,
    [ev.steamid]: { ...player, roles, elos, ...(shortRoles ? { shortRoles } : {}), ...(provisionalRoles ? { provisionalRoles } : {}) },
  };
  return { now: ev.now, players, friends: keptPairs({ ...ctx, players }) };
}

export function applyPreready(ctx: LobbyContext, ev: Ev<'PREREADY'>): Partial<LobbyContext> {
  return { prereadies: ev.isPreready ? withOnce(ctx.prereadies, ev.steamid) : without(ctx.prereadies, ev.steamid) };
}

export function applySetCaptain(ctx: LobbyContext, ev: Ev<'SET_CAPTAIN'>): Partial<LobbyContext> {
  return { addedCaptains: ev.shouldCaptain ? withOnce(ctx.addedCaptains, ev.steamid) : without(ctx.addedCaptains, ev.steamid) };
}
