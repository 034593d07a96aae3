/**
 * The queue lobby: Waiting For Players -> Readying -> Picking Map -> (Drafting | balancing) ->
 * Launching -> back to Waiting For Players. Timers are deadlines in context; the host sends
 * DEADLINE {now} (e.g. every second) and persists `getPersistedSnapshot()`, so a restarted process
 * resumes with the same deadlines. Drafting and Launching report the wire phase 'Picking Map'
 * (the lobby is still choosing; the pug's own phases start at Pregame).
 */
import { and, assertEvent, assign, not, setup } from 'xstate';
import { selectPlayers } from './selection.ts';
import { emptyRound, initialLobbyContext, queueSnapshotOf, type LobbyContext, type LobbyEvent, type LobbyInput } from './lobby/lobbyContext.ts';
import { applyJoin, applyLeave, applyPreready, applySetCaptain } from './lobby/lobbyQueue.ts';
import {
  abortRound, allDeclared, allReadied, autoBalance, autoPick, beginDraft, captainsFor, draftDone, draftPick, dropUnready,
  everyoneVoted, finishDraft, finishRound, recordReady, reselect, resolveMap, startMapVote,
} from './lobby/lobbyRound.ts';
import { lobbyAllows } from './lobby/lobbyRules.ts';

const allowed = ({ context, event }: { context: LobbyContext; event: LobbyEvent }) => lobbyAllows(context, event);

export const queueLobbyMachine = setup({
  types: {
    context: {} as LobbyContext,
    events: {} as LobbyEvent,
    input: {} as LobbyInput,
  },
  guards: {
    canJoin: allowed,
    canLeave: allowed,
    canPreready: allowed,
    canReady: allowed,
    canVote: allowed,
    canPick: allowed,
    canFinishLaunch: allowed,
    queueFull: ({ context }) =>
      (context.retryAt === null || context.now >= context.retryAt) && selectPlayers(queueSnapshotOf(context), context.config) !== null,
    deadlinePassed: ({ context, event }) => event.type === 'DEADLINE' && context.deadline !== null && event.now >= context.deadline,
    selectionLost: ({ context }) => context.selection === null,
    allReadied: ({ context }) => allReadied(context),
    allDeclared: ({ context }) => allDeclared(context),
    everyoneVoted: ({ context }) => everyoneVoted(context),
    hasCaptains: ({ context }) => captainsFor(context) !== null,
    draftDone: ({ context }) => draftDone(context),
  },
  actions: {
    join: assign(({ context, event }) => {
      assertEvent(event, 'JOIN');
      return applyJoin(context, event);
    }),
    leave: assign(({ context, event }) => {
      assertEvent(event, 'LEAVE');
      return applyLeave(context, event);
    }),
    preready: assign(({ context, event }) => {
      assertEvent(event, 'PREREADY');
      return applyPreready(context, event);
    }),
    setCaptain: assign(({ context, event }) => {
      assertEvent(event, 'SET_CAPTAIN');
      return applySetCaptain(context, event);
    }),
    tick: assign(({ event }) => {
      assertEvent(event, ['DEADLINE', 'RESET']);
      return { now: event.now };
    }),
    enterPhase: assign((_, params: { phase: LobbyContext['phase'] }) => ({ phase: params.phase })),
    reselect: assign(({ context }) => reselect(context)),
    ready: assign(({ context, event }) => {
      assertEvent(event, 'READY');
      return recordReady(context, event.steamid, event.isReady, event.now);
    }),
    dropUnready: assign(({ context }) => dropUnready(context)),
    startMapVote: assign(({ context }) => startMapVote(context)),
    vote: assign(({ context, event }) => {
      assertEvent(event, 'VOTE_MAP');
      return { now: event.now, mapVotes: { ...context.mapVotes, [event.steamid]: event.map } };
    }),
    resolveMap: assign(({ context }) => resolveMap(context)),
    beginDraft: assign(({ context }) => beginDraft(context)),
    pick: assign(({ context, event }) => {
      assertEvent(event, 'PICK');
      return draftPick(context, event.captain, event.steamid, event.now);
    }),
    autoPick: assign(({ context, event }) => {
      assertEvent(event, 'DEADLINE');
      return autoPick(context, event.now);
    }),
    finishDraft: assign(({ context }) => finishDraft(context)),
    autoBalance: assign(({ context }) => autoBalance(context)),
    finishRound: assign(({ context, event }) => {
      assertEvent(event, 'PUG_CREATED');
      return finishRound(context, event.pugId, event.now);
    }),
    abortRound: assign(({ event }) => {
      assertEvent(event, 'PUG_CREATION_FAILED');
      return abortRound(event.now);
    }),
    clearAll: assign(({ event }) => {
      assertEvent(event, 'RESET');
      return { ...emptyRound(), players: {}, prereadies: [], addedCaptains: [], captainRestricted: [], retryAt: null, now: event.now };
    }),
  },
}).createMachine({
  id: 'queueLobby',
  context: ({ input }) => initialLobbyContext(input),
  initial: 'Waiting For Players',
  on: {
    JOIN: { guard: 'canJoin', actions: 'join' },
    PREREADY: { guard: 'canPreready', actions: 'preready' },
    SET_CAPTAIN: { actions: 'setCaptain' },
    RESET: { target: '.Waiting For Players', actions: 'clearAll' },
  },
  states: {
    'Waiting For Players': {
      entry: { type: 'enterPhase', params: { phase: 'Waiting For Players' } },
      always: { guard: 'queueFull', target: 'Readying' },
      on: {
        LEAVE: { guard: 'canLeave', actions: 'leave' },
        DEADLINE: { actions: 'tick' },
      },
    },
    Readying: {
      entry: [{ type: 'enterPhase', params: { phase: 'Readying' } }, 'reselect'],
      always: [
        { guard: 'selectionLost', target: 'Waiting For Players' },
        { guard: 'allReadied', target: 'Picking Map' },
        { guard: 'allDeclared', actions: 'dropUnready' },
      ],
      on: {
        READY: { guard: 'canReady', actions: 'ready' },
        LEAVE: { guard: 'canLeave', actions: ['leave', 'reselect'] },
        DEADLINE: [{ guard: 'deadlinePassed', actions: ['tick', 'dropUnready'] }, { actions: 'tick' }],
      },
    },
    'Picking Map': {
      entry: [{ type: 'enterPhase', params: { phase: 'Picking Map' } }, 'startMapVote'],
      always: [
        { guard: and(['everyoneVoted', 'hasCaptains']), target: 'Drafting', actions: 'resolveMap' },
        { guard: and(['everyoneVoted', not('hasCaptains')]), target: 'Launching', actions: ['resolveMap', 'autoBalance'] },
      ],
      on: {
        VOTE_MAP: { guard: 'canVote', actions: 'vote' },
        LEAVE: { guard: 'canLeave', actions: 'leave' },
        DEADLINE: [
          { guard: and(['deadlinePassed', 'hasCaptains']), target: 'Drafting', actions: ['tick', 'resolveMap'] },
          { guard: 'deadlinePassed', target: 'Launching', actions: ['tick', 'resolveMap', 'autoBalance'] },
          { actions: 'tick' },
        ],
      },
    },
    Drafting: {
      entry: 'beginDraft',
      always: { guard: 'draftDone', target: 'Launching', actions: 'finishDraft' },
      on: {
        PICK: { guard: 'canPick', actions: 'pick' },
        LEAVE: { guard: 'canLeave', actions: 'leave' },
        DEADLINE: [{ guard: 'deadlinePassed', actions: ['tick', 'autoPick'] }, { actions: 'tick' }],
      },
    },
    Launching: {
      on: {
        PUG_CREATED: { guard: 'canFinishLaunch', target: 'Waiting For Players', actions: 'finishRound' },
        PUG_CREATION_FAILED: { guard: 'canFinishLaunch', target: 'Waiting For Players', actions: 'abortRound' },
        LEAVE: { guard: 'canLeave', actions: 'leave' },
        DEADLINE: { actions: 'tick' },
      },
    },
  },
});

export type QueueLobbyMachine = typeof queueLobbyMachine;
