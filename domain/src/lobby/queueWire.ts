/** The Queue wire shape (docs/product.md "Entities") from the lobby machine's context. Pure. */
import { countdownInfoAt } from './countdown.ts';
import type { DraftWire, Queue, Timestamp } from '../entities.ts';
import { PICK_TIMEOUT_S } from '../constants.ts';
import { draftTurn } from './draft.ts';
import { pairsOf } from './friends.ts';
import { queueSnapshotOf, type LobbyContext } from './lobbyContext.ts';
import type { Role } from '../formats/formats.ts';

function draftWire(ctx: LobbyContext): DraftWire | null {
  const draft = ctx.draft;
  if (!draft) return null;
  const provisional = [...draft.teams.blu, ...draft.teams.red, ...draft.pool].filter((s) => s.provisional).map((s) => s.steamid);
  const asRoles = (team: 'blu' | 'red') => Object.fromEntries(draft.teams[team].map((s) => [s.steamid, s.role])) as Record<string, Role>;
  return {
    captains: draft.captains,
    blu: asRoles('blu'),
    red: asRoles('red'),
    turn: draftTurn(draft) ?? draft.firstPick,
    pickDeadline: ctx.deadline ?? ctx.now + PICK_TIMEOUT_S * 1000,
    elos: Object.fromEntries([...draft.teams.blu, ...draft.teams.red, ...draft.pool].map((s) => [s.steamid, Math.round(s.elo)])),
    ...(provisional.length > 0 ? { provisional } : {}),
  };
}

/** The wire Queue; `now` (default: the context's last event time) sets countdownInfo.secondsRemaining. */
export function toQueueWire(ctx: LobbyContext, now: Timestamp = ctx.now): Queue {
  const { playersByRole, _queuePlayers } = queueSnapshotOf(ctx);
  return {
    name: ctx.config.name,
    format: ctx.config.format,
    region: ctx.config.region,
    phase: ctx.phase,
    roles: ctx.config.roles.map((r) => ({ role: r.role, perTeam: r.perTeam, ...(r.classes ? { classes: [...r.classes] } : {}) })),
    playersByRole,
    _queuePlayers,
    prereadies: [...ctx.prereadies],
    addedCaptains: [...ctx.addedCaptains],
    readiedPlayers: [...ctx.readiedPlayers],
    unreadiedPlayers: [...ctx.unreadiedPlayers],
    undeclaredPlayers: [...ctx.undeclaredPlayers],
    countdownInfo: ctx.deadline === null ? null : countdownInfoAt(ctx.deadline, now),
    mapCandidates: [...ctx.mapCandidates],
    mapVotes: { ...ctx.mapVotes },
    draft: draftWire(ctx),
    friends: pairsOf(ctx).map((p) => ({ ...p })),
    seats: Object.fromEntries((ctx.selection ?? []).map((s) => [s.steamid, s.role])),
  };
}
