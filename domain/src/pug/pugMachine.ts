/**
 * A pug's life after the lobby: Pregame -> Playing -> Complete (spec phase names); Pregame and
 * Playing are the two steps of `Live`, which holds what a running pug takes in either (END_PUG and
 * the subs). The host sends
 * START_GAME when the game server reports the match start (or an admin sets the phase), UPDATE_SCORE
 * with the live [blu, red] score while it is played, COMPLETE with the final score at the end, END_PUG when an admin ends it early (no score, no elo).
 * Subs: VOTE_SUB / ACCEPT_SUB while the pug runs; only the target's seated teammates (the target
 * included) vote a player out (subs.ts, guard canVoteSub). Elo is computed by the host from the final
 * context with `computeEloChanges` (the seated players only, so a subbed-out player gets none).
 * PLAYER_BANNED: a seated player was banned; their seat needs a sub at once and `bannedPlayers`
 * records them (no elo change from this pug, even when nobody took the seat). FORCE_SUB: an admin
 * opened a seat for a sub (no vote).
 */
import { assertEvent, assign, setup } from 'xstate';
import type { Teams } from '../lobby/balance.ts';
import { winnerFromScore, type PugWinner } from '../elo/elo.ts';
import type { Pug, PugTeamPlayer, SteamId, Timestamp } from '../entities.ts';
import { DomainError } from '../errors.ts';
import type { Format } from '../formats/formats.ts';
import {
  acceptSub,
  acceptSubRefusal,
  bannedSeatRefusal,
  forceSub,
  openSeatRefusal,
  openBannedSeat,
  subVoteRefusal,
  voteSub,
  type SubCandidate,
} from './subs.ts';

export interface PugInput {
  _id: string;
  queueName: string;
  format: Format;
  shorthand: string;
  map: string;
  teams: Teams;
  captains?: { blu: SteamId; red: SteamId } | null;
  now: Timestamp;
}

export interface PugContext {
  pug: Pug;
  format: Format;
  winner: PugWinner | null;
  /** Ended by an admin without a result. */
  aborted: boolean;
  /** Players banned while seated: they get no elo change from this pug (absent in pugs stored before it existed). */
  bannedPlayers?: SteamId[];
}

export type PugEvent =
  | { type: 'START_GAME'; now: Timestamp }
  | { type: 'UPDATE_SCORE'; now: Timestamp; score: [number, number] }
  | {
      type: 'COMPLETE';
      now: Timestamp;
      score: [number, number];
      logId?: string;
      demoUrl?: string;
      /** An admin ended the pug with the score so far (its log had no game over): how it ended, shown on its page. */
      byAdmin?: { reason: string };
    }
  | {
      type: 'END_PUG';
      now: Timestamp;
      /** Why it was called off (a cancel; told to its players). */
      reason?: string;
      /** Who called it off: an admin (the default) or the site itself (no game server was free). */
      by?: 'admin' | 'site';
    }
  | { type: 'VOTE_SUB'; voter: SteamId; target: SteamId }
  | { type: 'ACCEPT_SUB'; playerId: SteamId; candidate: SubCandidate; now: Timestamp }
  | { type: 'PLAYER_BANNED'; steamid: SteamId }
  /** A seated player was not on the game server in time (the automatic sub): their seat needs a sub, no vote. */
  | { type: 'REQUEST_SUB'; steamid: SteamId }
  /** An admin forced a sub: the seat needs one at once. */
  | { type: 'FORCE_SUB'; target: SteamId };

function seatsOf(seats: Teams['blu'], captain: SteamId | undefined): Record<SteamId, PugTeamPlayer> {
  return Object.fromEntries(
    seats.map((s) => [s.steamid, { role: s.role, needsSub: false, subVotes: [], elo: s.elo, ...(s.steamid === captain ? { isCaptain: true } : {}) }]),
  );
}

export function initialPugContext(input: PugInput): PugContext {
  if (input.teams.blu.length === 0 || input.teams.blu.length !== input.teams.red.length) {
    throw new DomainError('BAD_REQUEST', 'A pug needs two full teams of equal size');
  }
  return {
    format: input.format,
    winner: null,
    aborted: false,
    bannedPlayers: [],
    pug: {
      _id: input._id,
      queueName: input.queueName,
      phase: 'Pregame',
      startAt: input.now,
      endAt: null,
      gameStartAt: null,
      teams: { blu: seatsOf(input.teams.blu, input.captains?.blu), red: seatsOf(input.teams.red, input.captains?.red) },
      subbedPlayers: [],
      shorthand: input.shorthand,
      map: input.map,
      data: { logId: null, score: null },
      countdownInfo: null,
      readiedPlayers: [],
      unreadiedPlayers: [],
      undeclaredPlayers: [],
    },
  };
}

/** Why the pug refuses an event now, or null when allowed (same rules as the machine's guards). */
export function pugRefusal(ctx: PugContext, ev: PugEvent): DomainError | null {
  const phase = ctx.pug.phase;
  switch (ev.type) {
    case 'START_GAME':
      return phase === 'Pregame' ? null : new DomainError('CONFLICT', `The pug is already ${phase}`);
    case 'UPDATE_SCORE':
      if (phase !== 'Playing') return new DomainError('CONFLICT', 'Only a pug being played has a live score');
      return validScore(ev.score) ? null : new DomainError('BAD_REQUEST', 'The score must be two whole numbers');
    case 'COMPLETE':
      if (phase !== 'Playing') return new DomainError('CONFLICT', 'Only a pug being played can complete');
      if (ev.demoUrl !== undefined && !validDemoUrl(ev.demoUrl)) return new DomainError('BAD_REQUEST', 'The demo URL must be an http(s) URL');
      return validScore(ev.score) ? null : new DomainError('BAD_REQUEST', 'The score must be two whole numbers');
    case 'END_PUG':
      return phase === 'Complete' ? new DomainError('CONFLICT', 'The pug is already complete') : null;
    case 'VOTE_SUB':
      return subVoteRefusal(ctx.pug, ev.voter, ev.target);
    case 'ACCEPT_SUB':
      return acceptSubRefusal(ctx.pug, ev.playerId, ev.candidate);
    case 'PLAYER_BANNED':
      return bannedSeatRefusal(ctx.pug, ev.steamid);
    case 'REQUEST_SUB':
      return openSeatRefusal(ctx.pug, ev.steamid);
    case 'FORCE_SUB':
      return openSeatRefusal(ctx.pug, ev.target);
  }
}

function validDemoUrl(url: string): boolean {
  return url.length <= 500 && /^https?:\/\/[a-z0-9.-]+(:\d+)?(\/\S*)?$/i.test(url);
}

function validScore(score: readonly number[]): boolean {
  return score.length === 2 && score.every((n) => Number.isInteger(n) && n >= 0);
}

const allowed = ({ context, event }: { context: PugContext; event: PugEvent }) => pugRefusal(context, event) === null;

export const pugMachine = setup({
  types: { context: {} as PugContext, events: {} as PugEvent, input: {} as PugInput },
  guards: {
    canStart: allowed,
    canUpdateScore: allowed,
    canComplete: allowed,
    canEnd: allowed,
    canVoteSub: allowed,
    canAcceptSub: allowed,
    canOpenBannedSeat: allowed,
    canRequestSub: allowed,
    canForceSub: allowed,
  },
  actions: {
    enterPhase: assign(({ context }, params: { phase: Pug['phase'] }) => ({ pug: { ...context.pug, phase: params.phase } })),
    start: assign(({ context, event }) => {
      assertEvent(event, 'START_GAME');
      return { pug: { ...context.pug, gameStartAt: event.now } };
    }),
    updateScore: assign(({ context, event }) => {
      assertEvent(event, 'UPDATE_SCORE');
      return { pug: { ...context.pug, data: { ...context.pug.data, score: [event.score[0], event.score[1]] } } };
    }),
    complete: assign(({ context, event }) => {
      assertEvent(event, 'COMPLETE');
      const demoUrl = event.demoUrl ?? context.pug.data.demoUrl ?? null;
      const data = { logId: event.logId ?? context.pug.data.logId ?? null, score: event.score, ...(demoUrl ? { demoUrl } : {}) };
      const byAdmin = event.byAdmin ? { endReason: event.byAdmin.reason, resultByAdmin: true } : {};
      return { winner: winnerFromScore(event.score), pug: { ...context.pug, endAt: event.now, data, ...byAdmin } };
    }),
    abort: assign(({ context, event }) => {
      assertEvent(event, 'END_PUG');
      const endedBy = event.by ?? 'admin';
      return { aborted: true, pug: { ...context.pug, endAt: event.now, endedBy, ...(event.reason ? { endReason: event.reason } : {}) } };
    }),
    voteSub: assign(({ context, event }) => {
      assertEvent(event, 'VOTE_SUB');
      return { pug: voteSub(context.pug, event.voter, event.target) };
    }),
    acceptSub: assign(({ context, event }) => {
      assertEvent(event, 'ACCEPT_SUB');
      return { pug: acceptSub(context.pug, event.playerId, event.candidate, event.now) };
    }),
    forceSub: assign(({ context, event }) => {
      assertEvent(event, 'FORCE_SUB');
      return { pug: forceSub(context.pug, event.target) };
    }),
    openBannedSeat: assign(({ context, event }) => {
      assertEvent(event, 'PLAYER_BANNED');
      const banned = context.bannedPlayers ?? [];
      return {
        pug: openBannedSeat(context.pug, event.steamid),
        bannedPlayers: banned.includes(event.steamid) ? banned : [...banned, event.steamid],
      };
    }),
    requestSub: assign(({ context, event }) => {
      assertEvent(event, 'REQUEST_SUB');
      return { pug: openBannedSeat(context.pug, event.steamid) };
    }),
  },
}).createMachine({
  id: 'pug',
  context: ({ input }) => initialPugContext(input),
  initial: 'Live',
  states: {
    Live: {
      initial: 'Pregame',
      on: {
        END_PUG: { guard: 'canEnd', target: 'Complete', actions: 'abort' },
        VOTE_SUB: { guard: 'canVoteSub', actions: 'voteSub' },
        ACCEPT_SUB: { guard: 'canAcceptSub', actions: 'acceptSub' },
        PLAYER_BANNED: { guard: 'canOpenBannedSeat', actions: 'openBannedSeat' },
        REQUEST_SUB: { guard: 'canRequestSub', actions: 'requestSub' },
        FORCE_SUB: { guard: 'canForceSub', actions: 'forceSub' },
      },
      states: {
        Pregame: {
          entry: { type: 'enterPhase', params: { phase: 'Pregame' } },
          on: {
            START_GAME: { guard: 'canStart', target: 'Playing', actions: 'start' },
          },
        },
        Playing: {
          entry: { type: 'enterPhase', params: { phase: 'Playing' } },
          on: {
            UPDATE_SCORE: { guard: 'canUpdateScore', actions: 'updateScore' },
            COMPLETE: { guard: 'canComplete', target: '#pug.Complete', actions: 'complete' },
          },
        },
      },
    },
    Complete: {
      entry: { type: 'enterPhase', params: { phase: 'Complete' } },
      type: 'final',
    },
  },
});

export type PugMachine = typeof pugMachine;

/**
 * A stored snapshot in today's shape: pugs stored before Pregame and Playing were grouped under
 * `Live` have the bare phase as their value ('Pregame' -> { Live: 'Pregame' }).
 */
export function upgradePugSnapshot(persisted: unknown): unknown {
  if (typeof persisted !== 'object' || persisted === null) return persisted;
  const { value } = persisted as { value?: unknown };
  return value === 'Pregame' || value === 'Playing' ? { ...persisted, value: { Live: value } } : persisted;
}
