/**
 * What the statistics page learns of a lobby round (docs/product.md "Statistics and hall of fame"):
 * when the round's first add came, when the ready-up that made the pug began, and which classes the
 * queue still missed just before the add that filled it. The lobby keeps them in its context; the
 * pug stores them when it starts (`roundFactsOf`). A round starts with the first add into an empty
 * queue, or, when players stay queued after a pug starts (its reserves), at that start.
 */
import type { Timestamp } from '../entities.ts';
import type { SlotKey } from '../formats/formats.ts';
import { queueSnapshotOf, type LobbyContext } from './lobbyContext.ts';
import { waitingFor } from './waitingFor.ts';

type Facts = Pick<LobbyContext, 'roundStartedAt' | 'readyUpAt' | 'missingBeforeLastJoin' | 'waitedFor'>;

/** Before a join while waiting for players: the round starts now if the queue is empty, and what it misses is noted. */
export function noteJoin(ctx: LobbyContext, now: Timestamp): Facts {
  if (ctx.phase !== 'Waiting For Players') return {};
  const empty = Object.keys(ctx.players).length === 0;
  return {
    roundStartedAt: empty || typeof ctx.roundStartedAt !== 'number' ? now : ctx.roundStartedAt,
    missingBeforeLastJoin: waitingFor(queueSnapshotOf(ctx), ctx.config).map((m) => m.slot),
  };
}

/** A ready-up begins: when, and what the queue waited for last. */
export function noteReadyUp(ctx: LobbyContext, now: Timestamp): Facts {
  return { readyUpAt: now, waitedFor: ctx.missingBeforeLastJoin ?? [] };
}

/** The pug started: the players still queued begin the next round now; an empty queue waits for its first add. */
export function noteRoundEnd(ctx: LobbyContext, now: Timestamp): Facts {
  return { roundStartedAt: Object.keys(ctx.players).length > 0 ? now : null, readyUpAt: null, missingBeforeLastJoin: [], waitedFor: [] };
}

/** What the pug stores of its round (absent fields: the lobby did not know, e.g. it was stored before they were kept). */
export function roundFactsOf(ctx: LobbyContext): { roundStartedAt?: Timestamp; readyUpAt?: Timestamp; waitedFor?: SlotKey[] } {
  return {
    ...(typeof ctx.roundStartedAt === 'number' ? { roundStartedAt: ctx.roundStartedAt } : {}),
    ...(typeof ctx.readyUpAt === 'number' ? { readyUpAt: ctx.readyUpAt, waitedFor: ctx.waitedFor ?? [] } : {}),
  };
}
