/**
 * Why the lobby refuses an event (null when allowed). The machine's one guard (`allowed`) is
 * `lobbyAllows`; the step an event needs is where the machine handles it, and `lobbyRefusal` reads
 * it from the snapshot's tags, so the api answers with the same reason and the UI can disable a
 * button with `snapshot.can`.
 */
import { DomainError } from '../errors.ts';
import { pickRefusal } from './draft.ts';
import { queueableRoles } from '../formats/formats.ts';
import { markFriendRefusal, refuseFriendRefusal, unmarkFriendRefusal } from './friends.ts';
import { readyUpRefusal } from './readyUp.ts';
import { isSelected, type LobbyContext, type LobbyEvent } from './lobbyContext.ts';

/** State tags of the queue-lobby machine; `locked`: the selected players cannot leave. */
export type LobbyTag = 'readying' | 'mapVote' | 'drafting' | 'launching' | 'locked';

/** What `lobbyRefusal` needs of a lobby snapshot. */
export interface LobbyView {
  context: LobbyContext;
  hasTag(tag: LobbyTag): boolean;
}

const needs: Partial<Record<LobbyEvent['type'], [LobbyTag, string]>> = {
  READY: ['readying', 'No ready-up is running'],
  VOTE_MAP: ['mapVote', 'No map vote is running'],
  PICK: ['drafting', 'No draft is running'],
  PUG_CREATED: ['launching', 'No pug is being launched'],
  PUG_CREATION_FAILED: ['launching', 'No pug is being launched'],
};

export function lobbyRefusal(lobby: LobbyView, ev: LobbyEvent): DomainError | null {
  const need = needs[ev.type];
  if (need && !lobby.hasTag(need[0])) return new DomainError('CONFLICT', need[1]);
  return eventRefusal(lobby.context, ev, lobby.hasTag('locked'));
}

/** The refusal within the step that handles the event. */
function eventRefusal(ctx: LobbyContext, ev: LobbyEvent, locked: boolean): DomainError | null {
  const queued = 'steamid' in ev ? ctx.players[ev.steamid] : undefined;
  switch (ev.type) {
    case 'JOIN':
      if (!queueableRoles(ctx.config).includes(ev.role)) return new DomainError('BAD_REQUEST', `The ${ctx.config.name} queue has no ${ev.role} role`);
      if (queued?.roles.includes(ev.role)) return new DomainError('CONFLICT', `You are already queued as ${ev.role}`);
      if (!Number.isFinite(ev.elo)) return new DomainError('BAD_REQUEST', 'Elo must be a number');
      return null;
    case 'LEAVE':
      if (!queued) return new DomainError('CONFLICT', 'You are not in this queue');
      if (ev.role && !queued.roles.includes(ev.role)) return new DomainError('CONFLICT', `You are not queued as ${ev.role}`);
      if (locked && isSelected(ctx, ev.steamid)) return new DomainError('CONFLICT', 'The queue is locked: your pug is being set up');
      return null;
    case 'PREREADY':
      return queued ? null : new DomainError('CONFLICT', 'You are not in this queue');
    case 'READY':
      return readyUpRefusal({ ...ctx, countdownInfo: ctx.deadline === null ? null : { deadline: ctx.deadline } }, ev.steamid, ev.now);
    case 'VOTE_MAP':
      if (!isSelected(ctx, ev.steamid)) return new DomainError('FORBIDDEN', 'Only players of this pug can vote');
      if (!ctx.mapCandidates.includes(ev.map)) return new DomainError('BAD_REQUEST', `${ev.map} is not one of the maps to vote for`);
      return null;
    case 'PICK': {
      const refusal = pickRefusal(ctx.draft!, ev.captain, ev.steamid);
      if (refusal) return refusal;
      const seat = ctx.draft!.pool.find((p) => p.steamid === ev.steamid)!;
      if (ev.role && ev.role !== seat.role) return new DomainError('CONFLICT', `That player plays ${seat.role}, not ${ev.role}`);
      return null;
    }
    case 'MARK_FRIEND': {
      const view = { ...ctx, locked };
      return ev.friend === null ? unmarkFriendRefusal(view, ev.medic) : markFriendRefusal(view, ev.medic, ev.friend);
    }
    case 'REFUSE_FRIEND':
      return refuseFriendRefusal({ ...ctx, locked }, ev.steamid, ev.medic);
    default:
      return null;
  }
}

/** The machine's guard: the event is allowed in the step that handles it (`locked` in locked steps). */
export const lobbyAllows = (ctx: LobbyContext, ev: LobbyEvent, locked = false) => eventRefusal(ctx, ev, locked) === null;
