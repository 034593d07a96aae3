/**
 * Why the lobby refuses an event (null when allowed). The machine's guards are these, so the api
 * can answer with the same reason (`lobbyRefusal`) and the UI can disable with `snapshot.can`.
 */
import { DomainError } from '../errors.ts';
import { pickRefusal } from '../draft.ts';
import { queueableRoles } from '../formats.ts';
import { readyUpRefusal } from '../readyUp.ts';
import { isSelected, type LobbyContext, type LobbyEvent } from './lobbyContext.ts';

export type LobbyStep = 'waiting' | 'readying' | 'mapVote' | 'drafting' | 'launching';

/** Where the round is, from the context alone. */
export function lobbyStep(ctx: LobbyContext): LobbyStep {
  if (ctx.phase === 'Waiting For Players') return 'waiting';
  if (ctx.phase === 'Readying') return 'readying';
  if (ctx.teams !== null) return 'launching';
  if (ctx.draft !== null) return 'drafting';
  return 'mapVote';
}

export function lobbyRefusal(ctx: LobbyContext, ev: LobbyEvent): DomainError | null {
  const step = lobbyStep(ctx);
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
      if (step !== 'waiting' && step !== 'readying' && isSelected(ctx, ev.steamid)) {
        return new DomainError('CONFLICT', 'The queue is locked: your pug is being set up');
      }
      return null;
    case 'PREREADY':
      return queued ? null : new DomainError('CONFLICT', 'You are not in this queue');
    case 'READY':
      if (step !== 'readying') return new DomainError('CONFLICT', 'No ready-up is running');
      return readyUpRefusal({ ...ctx, countdownInfo: ctx.deadline === null ? null : { deadline: ctx.deadline } }, ev.steamid, ev.now);
    case 'VOTE_MAP':
      if (step !== 'mapVote') return new DomainError('CONFLICT', 'No map vote is running');
      if (!isSelected(ctx, ev.steamid)) return new DomainError('FORBIDDEN', 'Only players of this pug can vote');
      if (!ctx.mapCandidates.includes(ev.map)) return new DomainError('BAD_REQUEST', `${ev.map} is not one of the maps to vote for`);
      return null;
    case 'PICK': {
      if (step !== 'drafting') return new DomainError('CONFLICT', 'No draft is running');
      const refusal = pickRefusal(ctx.draft!, ev.captain, ev.steamid);
      if (refusal) return refusal;
      const seat = ctx.draft!.pool.find((p) => p.steamid === ev.steamid)!;
      if (ev.role && ev.role !== seat.role) return new DomainError('CONFLICT', `That player plays ${seat.role}, not ${ev.role}`);
      return null;
    }
    case 'PUG_CREATED':
    case 'PUG_CREATION_FAILED':
      return step === 'launching' ? null : new DomainError('CONFLICT', 'No pug is being launched');
    default:
      return null;
  }
}

export const lobbyAllows = (ctx: LobbyContext, ev: LobbyEvent) => lobbyRefusal(ctx, ev) === null;
