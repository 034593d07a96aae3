/** The lobby's round: readying, map vote, draft or balancing, launch. Pure context updates. */
import { balanceTeams } from './balance.ts';
import { pairsOf } from './friends.ts';
import { chooseCaptains } from './captains.ts';
import { MAP_VOTE_S, PICK_TIMEOUT_S, READY_COUNTDOWN_S } from '../constants.ts';
import { DEFAULT_DIVISION_BASE } from '../elo/divisions.ts';
import { applyPick, draftTurn, pickForYou, startDraft } from './draft.ts';
import type { SteamId, Timestamp } from '../entities.ts';
import { mapVoteWinner, pickMapCandidates } from './mapVote.ts';
import { seededRng } from '../rng.ts';
import type { Seat } from './seats.ts';
import { selectPlayers } from './selection.ts';
import { emptyRound, queueSnapshotOf, RETRY_AFTER_FAILURE_MS, type LobbyContext } from './lobbyContext.ts';
import { removePlayers } from './lobbyQueue.ts';

/**
 * (Re)select the pug's players from the queue. A player keeps their ready state only when they
 * keep the same seat role; anyone new to a seat (including a player who switched class) must
 * ready up (pre-readied players are readied at once). New undeclared players get a full countdown.
 */
export function reselect(ctx: LobbyContext): Partial<LobbyContext> {
  const old = ctx.selection ?? [];
  const oldRole = new Map(old.map((s) => [s.steamid, s.role]));
  const picked = selectPlayers(queueSnapshotOf(ctx), ctx.config, Object.fromEntries(oldRole));
  if (!picked) return { ...emptyRound() };
  const selection: Seat[] = picked.map((p) => ({
    ...p,
    elo: ctx.players[p.steamid]?.elos[p.role] ?? DEFAULT_DIVISION_BASE,
    ...(ctx.players[p.steamid]?.provisionalRoles?.includes(p.role) ? { provisional: true as const } : {}),
  }));
  const readiedPlayers: SteamId[] = [];
  const unreadiedPlayers: SteamId[] = [];
  const undeclaredPlayers: SteamId[] = [];
  let fresh = false;
  for (const seat of selection) {
    const same = oldRole.get(seat.steamid) === seat.role;
    if (same && ctx.readiedPlayers.includes(seat.steamid)) readiedPlayers.push(seat.steamid);
    else if (same && ctx.unreadiedPlayers.includes(seat.steamid)) unreadiedPlayers.push(seat.steamid);
    else if (ctx.prereadies.includes(seat.steamid)) readiedPlayers.push(seat.steamid);
    else {
      undeclaredPlayers.push(seat.steamid);
      if (!same) fresh = true;
    }
  }
  const full = ctx.now + READY_COUNTDOWN_S * 1000;
  const deadline = ctx.deadline === null || fresh ? Math.max(ctx.deadline ?? 0, full) : ctx.deadline;
  return { selection, readiedPlayers, unreadiedPlayers, undeclaredPlayers, deadline };
}

export function recordReady(ctx: LobbyContext, steamid: SteamId, isReady: boolean, now: Timestamp): Partial<LobbyContext> {
  return {
    now,
    undeclaredPlayers: ctx.undeclaredPlayers.filter((s) => s !== steamid),
    readiedPlayers: isReady ? [...ctx.readiedPlayers, steamid] : ctx.readiedPlayers,
    unreadiedPlayers: isReady ? ctx.unreadiedPlayers : [...ctx.unreadiedPlayers, steamid],
  };
}

export const allReadied = (ctx: LobbyContext) =>
  ctx.selection !== null && ctx.undeclaredPlayers.length === 0 && ctx.unreadiedPlayers.length === 0 && ctx.readiedPlayers.length === ctx.selection.length;

export const allDeclared = (ctx: LobbyContext) => ctx.selection !== null && ctx.undeclaredPlayers.length === 0 && ctx.unreadiedPlayers.length > 0;

/** Ready-up is over: the unready leave the queue, the readied keep their places; then reselect. */
export function dropUnready(ctx: LobbyContext): Partial<LobbyContext> {
  const dropped = [...ctx.undeclaredPlayers, ...ctx.unreadiedPlayers];
  const next: LobbyContext = { ...ctx, ...removePlayers(ctx, dropped), undeclaredPlayers: [], unreadiedPlayers: [] };
  return { ...removePlayers(ctx, dropped), ...reselect(next), removedAtDeadline: dropped };
}

export function startMapVote(ctx: LobbyContext): Partial<LobbyContext> {
  const rng = seededRng(ctx.rngState);
  const mapCandidates = pickMapCandidates(ctx.mapPool, ctx.lastMap, rng.next);
  return { mapCandidates, mapVotes: {}, map: null, deadline: ctx.now + MAP_VOTE_S * 1000, rngState: rng.state() };
}

export const everyoneVoted = (ctx: LobbyContext) => ctx.selection !== null && ctx.selection.every((s) => ctx.mapVotes[s.steamid] !== undefined);

export function resolveMap(ctx: LobbyContext): Partial<LobbyContext> {
  const rng = seededRng(ctx.rngState);
  const map = mapVoteWinner(ctx.mapCandidates, ctx.mapVotes, rng.next);
  return { map, deadline: null, rngState: rng.state() };
}

export const captainsFor = (ctx: LobbyContext) => chooseCaptains(ctx.selection ?? [], ctx.addedCaptains, ctx.captainRestricted);

export function beginDraft(ctx: LobbyContext): Partial<LobbyContext> {
  const captains = captainsFor(ctx)!;
  return { draft: startDraft(ctx.selection!, captains, ctx.config), deadline: ctx.now + PICK_TIMEOUT_S * 1000, lastAutoPick: null };
}

export function draftPick(ctx: LobbyContext, captain: SteamId, steamid: SteamId, now: Timestamp): Partial<LobbyContext> {
  return { now, draft: applyPick(ctx.draft!, captain, steamid), deadline: now + PICK_TIMEOUT_S * 1000 };
}

/** The captain on turn ran out of time: pick for them (`pickForYou`). */
export function autoPick(ctx: LobbyContext, now: Timestamp): Partial<LobbyContext> {
  const draft = ctx.draft!;
  const team = draftTurn(draft)!;
  const seat = pickForYou(draft);
  const captain = draft.captains[team];
  return {
    now,
    draft: applyPick(draft, captain, seat.steamid),
    deadline: now + PICK_TIMEOUT_S * 1000,
    lastAutoPick: { captain, steamid: seat.steamid, role: seat.role, team },
  };
}

export const draftDone = (ctx: LobbyContext) => ctx.draft !== null && ctx.draft.pool.length === 0;

export function finishDraft(ctx: LobbyContext): Partial<LobbyContext> {
  return { teams: ctx.draft!.teams, deadline: null };
}

/** No captains: exact balancing over every legal split. */
export function autoBalance(ctx: LobbyContext): Partial<LobbyContext> {
  const rng = seededRng(ctx.rngState);
  const { blu, red } = balanceTeams(ctx.selection!, ctx.config, rng.next, undefined, pairsOf(ctx));
  return { teams: { blu, red }, deadline: null, rngState: rng.state() };
}

/**
 * The pug exists: its players leave the queue; the lobby starts over. Everyone still queued was left
 * out of it (a reserve): they get priority for the next pug (selection.ts `seatingOrder`).
 */
export function finishRound(ctx: LobbyContext, pugId: string, now: Timestamp): Partial<LobbyContext> {
  const players = (ctx.selection ?? []).map((s) => s.steamid);
  const { players: left, ...rest } = removePlayers(ctx, players);
  const prioritised = Object.fromEntries(Object.entries(left!).map(([steamid, p]) => [steamid, { ...p, priority: true as const }]));
  return { ...rest, players: prioritised, ...emptyRound(), now, lastMap: ctx.map ?? ctx.lastMap, lastPugId: pugId, retryAt: null };
}

/** The pug could not be created: everyone stays queued; readying waits a little before it restarts. */
export function abortRound(now: Timestamp): Partial<LobbyContext> {
  return { ...emptyRound(), now, retryAt: now + RETRY_AFTER_FAILURE_MS };
}
