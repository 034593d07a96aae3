/**
 * The queue lobby: Waiting For Players -> Readying -> Picking Map -> (Drafting | balancing) ->
 * Launching -> back to Waiting For Players. Timers are deadlines in context; the host sends
 * DEADLINE {now} (e.g. every second) and persists `getPersistedSnapshot()`, so a restarted process
 * resumes with the same deadlines. Drafting and Launching report the wire phase 'Picking Map'
 * (the lobby is still choosing; the pug's own phases start at Pregame). States carry tags
 * (lobbyRules.ts `LobbyTag`); the actions `emit` the queue events their change announces
 * (lobbyAnnouncements.ts), which the api sends once the step is stored.
 */
import { and, assertEvent, assign, enqueueActions, not, setup } from 'xstate';
import { selectPlayers } from './selection.ts';
import { emptyRound, initialLobbyContext, queueSnapshotOf, type LobbyContext, type LobbyEvent, type LobbyInput } from './lobbyContext.ts';
import { applyJoin, applyLeave, applyPreready, applySetCaptain } from './lobbyQueue.ts';
import { withMark, withRefusal } from './friends.ts';
import {
  abortRound,
  allDeclared,
  allReadied,
  autoBalance,
  autoPick,
  beginDraft,
  captainsFor,
  draftDone,
  draftPick,
  dropUnready,
  everyoneVoted,
  finishDraft,
  finishRound,
  recordReady,
  reselect,
  resolveMap,
  startMapVote,
} from './lobbyRound.ts';
import {
  draftStarted,
  mapVoteStarted,
  pickChanges,
  playerReady,
  queuedChanges,
  readyUpMissed,
  seatingChanges,
  type LobbyAnnouncement,
} from './lobbyAnnouncements.ts';
import { lobbyAllows, type LobbyTag } from './lobbyRules.ts';
import { noteJoin, noteReadyUp, noteRoundEnd } from './roundFacts.ts';

type Change = (context: LobbyContext, event: LobbyEvent) => Partial<LobbyContext>;
type Announce = (prev: LobbyContext, next: LobbyContext, now: number, event: LobbyEvent) => LobbyAnnouncement[];

/** An action that applies a rule's change and emits what the change announces. */
const announcing = (change: Change, announce: Announce) =>
  enqueueActions<LobbyContext, LobbyEvent, undefined, LobbyEvent, never, never, never, never, LobbyAnnouncement>(({ context, event, enqueue }) => {
    const update = change(context, event);
    enqueue.assign(update);
    const now = 'now' in event ? event.now : context.now;
    for (const announcement of announce(context, { ...context, ...update }, now, event)) enqueue.emit(announcement);
  });
const leaves: Announce = (prev, next) => queuedChanges(prev, next, false);
const readyUpOver: Announce = (prev, next, now, event) => [
  ...leaves(prev, next, now, event),
  ...readyUpMissed(prev, next, event.type === 'READY' ? event : undefined),
  ...seatingChanges(prev, next, now),
];
const answer: Change = (context, event) => {
  assertEvent(event, 'READY');
  return recordReady(context, event.steamid, event.isReady, event.now);
};

export const queueLobbyMachine = setup({
  types: {
    context: {} as LobbyContext,
    events: {} as LobbyEvent,
    input: {} as LobbyInput,
    emitted: {} as LobbyAnnouncement,
    tags: {} as LobbyTag,
  },
  guards: {
    allowed: ({ context, event }, params?: { locked: boolean }) => lobbyAllows(context, event, params?.locked),
    /** For events every state handles alike (friends.ts): the locked states all report the phase 'Picking Map'. */
    allowedAnywhere: ({ context, event }) => lobbyAllows(context, event, context.phase === 'Picking Map'),
    queueFull: ({ context }) =>
      (context.retryAt === null || context.now >= context.retryAt) && selectPlayers(queueSnapshotOf(context), context.config) !== null,
    deadlinePassed: ({ context, event }) => event.type === 'DEADLINE' && context.deadline !== null && event.now >= context.deadline,
    selectionLost: ({ context }) => context.selection === null,
    allReadied: ({ context }) => allReadied(context),
    allDeclared: ({ context }) => allDeclared(context),
    endsReadyUp: ({ context, event }) => allDeclared({ ...context, ...answer(context, event) }),
    everyoneVoted: ({ context }) => everyoneVoted(context),
    hasCaptains: ({ context }) => captainsFor(context) !== null,
    draftDone: ({ context }) => draftDone(context),
  },
  actions: {
    join: announcing(
      (context, event) => {
        assertEvent(event, 'JOIN');
        return applyJoin(context, event);
      },
      (prev, next) => queuedChanges(prev, next, true),
    ),
    // What the statistics page learns of the round (roundFacts.ts).
    noteJoin: assign(({ context, event }) => {
      assertEvent(event, 'JOIN');
      return noteJoin(context, event.now);
    }),
    noteReadyUp: assign(({ context, event }) => noteReadyUp(context, 'now' in event ? event.now : context.now)),
    noteRoundEnd: assign(({ context, event }) => {
      assertEvent(event, 'PUG_CREATED');
      return noteRoundEnd(context, event.now);
    }),
    leave: announcing((context, event) => {
      assertEvent(event, 'LEAVE');
      return applyLeave(context, event);
    }, leaves),
    preready: assign(({ context, event }) => {
      assertEvent(event, 'PREREADY');
      return applyPreready(context, event);
    }),
    setCaptain: assign(({ context, event }) => {
      assertEvent(event, 'SET_CAPTAIN');
      return applySetCaptain(context, event);
    }),
    markFriend: assign(({ context, event }) => {
      assertEvent(event, 'MARK_FRIEND');
      return { friends: withMark(context, event.medic, event.friend) };
    }),
    refuseFriend: assign(({ context, event }) => {
      assertEvent(event, 'REFUSE_FRIEND');
      return { friends: withRefusal(context, event.medic) };
    }),
    setMapPool: assign(({ context, event }) => {
      assertEvent(event, 'SET_MAP_POOL');
      // A lobby always has maps: an emptied pool keeps the last one.
      return event.mapPool.length > 0 ? { mapPool: [...event.mapPool] } : { mapPool: context.mapPool };
    }),
    tick: assign(({ event }) => {
      assertEvent(event, ['DEADLINE', 'RESET']);
      return { now: event.now };
    }),
    enterPhase: assign((_, params: { phase: LobbyContext['phase'] }) => ({ phase: params.phase })),
    reselect: announcing(reselect, seatingChanges),
    ready: announcing(answer, (_, next, __, event) => {
      assertEvent(event, 'READY');
      return [playerReady(next.config.name, event.steamid, event.isReady)];
    }),
    dropUnready: announcing(dropUnready, readyUpOver),
    // The last answer ends the ready-up: announced as its outcome (who left, who is asked again).
    answerLast: announcing((context, event) => {
      const answered = { ...context, ...answer(context, event) };
      return { ...answered, ...dropUnready(answered) };
    }, readyUpOver),
    startMapVote: announcing(startMapVote, (_, next, now) => mapVoteStarted(next, now)),
    vote: assign(({ context, event }) => {
      assertEvent(event, 'VOTE_MAP');
      return { now: event.now, mapVotes: { ...context.mapVotes, [event.steamid]: event.map } };
    }),
    resolveMap: assign(({ context }) => resolveMap(context)),
    beginDraft: announcing(beginDraft, (_, next, now) => draftStarted(next, now)),
    pick: announcing((context, event) => {
      assertEvent(event, 'PICK');
      return draftPick(context, event.captain, event.steamid, event.now);
    }, pickChanges),
    autoPick: announcing((context, event) => {
      assertEvent(event, 'DEADLINE');
      return autoPick(context, event.now);
    }, pickChanges),
    finishDraft: assign(({ context }) => finishDraft(context)),
    autoBalance: assign(({ context }) => autoBalance(context)),
    finishRound: announcing((context, event) => {
      assertEvent(event, 'PUG_CREATED');
      return finishRound(context, event.pugId, event.now);
    }, leaves),
    abortRound: assign(({ event }) => {
      assertEvent(event, 'PUG_CREATION_FAILED');
      return abortRound(event.now);
    }),
    clearAll: announcing(
      (_, event) => {
        assertEvent(event, 'RESET');
        return { ...emptyRound(), players: {}, prereadies: [], addedCaptains: [], captainRestricted: [], friends: [], retryAt: null, now: event.now };
      },
      (prev, next, now, event) => [{ type: 'deleteLobby', to: 'queue', payload: { queueName: prev.config.name } }, ...leaves(prev, next, now, event)],
    ),
  },
}).createMachine({
  id: 'queueLobby',
  context: ({ input }) => initialLobbyContext(input),
  initial: 'Waiting For Players',
  on: {
    JOIN: { guard: 'allowed', actions: ['noteJoin', 'join'] },
    PREREADY: { guard: 'allowed', actions: 'preready' },
    SET_CAPTAIN: { actions: 'setCaptain' },
    SET_MAP_POOL: { actions: 'setMapPool' },
    MARK_FRIEND: { guard: 'allowedAnywhere', actions: 'markFriend' },
    REFUSE_FRIEND: { guard: 'allowedAnywhere', actions: 'refuseFriend' },
    RESET: { target: '.Waiting For Players', actions: 'clearAll' },
  },
  states: {
    'Waiting For Players': {
      entry: { type: 'enterPhase', params: { phase: 'Waiting For Players' } },
      always: { guard: 'queueFull', target: 'Readying' },
      on: {
        LEAVE: { guard: 'allowed', actions: 'leave' },
        DEADLINE: { actions: 'tick' },
      },
    },
    Readying: {
      tags: ['readying'],
      entry: [{ type: 'enterPhase', params: { phase: 'Readying' } }, 'reselect', 'noteReadyUp'],
      always: [
        { guard: 'selectionLost', target: 'Waiting For Players' },
        { guard: 'allReadied', target: 'Picking Map' },
        { guard: 'allDeclared', actions: 'dropUnready' },
      ],
      on: {
        READY: [
          { guard: and(['allowed', 'endsReadyUp']), actions: 'answerLast' },
          { guard: 'allowed', actions: 'ready' },
        ],
        LEAVE: { guard: 'allowed', actions: ['leave', 'reselect'] },
        DEADLINE: [{ guard: 'deadlinePassed', actions: ['tick', 'dropUnready'] }, { actions: 'tick' }],
      },
    },
    'Picking Map': {
      tags: ['mapVote', 'locked'],
      entry: [{ type: 'enterPhase', params: { phase: 'Picking Map' } }, 'startMapVote'],
      always: [
        { guard: and(['everyoneVoted', 'hasCaptains']), target: 'Drafting', actions: 'resolveMap' },
        { guard: and(['everyoneVoted', not('hasCaptains')]), target: 'Launching', actions: ['resolveMap', 'autoBalance'] },
      ],
      on: {
        VOTE_MAP: { guard: 'allowed', actions: 'vote' },
        LEAVE: { guard: { type: 'allowed', params: { locked: true } }, actions: 'leave' },
        DEADLINE: [
          { guard: and(['deadlinePassed', 'hasCaptains']), target: 'Drafting', actions: ['tick', 'resolveMap'] },
          { guard: 'deadlinePassed', target: 'Launching', actions: ['tick', 'resolveMap', 'autoBalance'] },
          { actions: 'tick' },
        ],
      },
    },
    Drafting: {
      tags: ['drafting', 'locked'],
      entry: 'beginDraft',
      always: { guard: 'draftDone', target: 'Launching', actions: 'finishDraft' },
      on: {
        PICK: { guard: 'allowed', actions: 'pick' },
        LEAVE: { guard: { type: 'allowed', params: { locked: true } }, actions: 'leave' },
        DEADLINE: [{ guard: 'deadlinePassed', actions: ['tick', 'autoPick'] }, { actions: 'tick' }],
      },
    },
    Launching: {
      tags: ['launching', 'locked'],
      on: {
        PUG_CREATED: { target: 'Waiting For Players', actions: ['finishRound', 'noteRoundEnd'] },
        PUG_CREATION_FAILED: { target: 'Waiting For Players', actions: 'abortRound' },
        LEAVE: { guard: { type: 'allowed', params: { locked: true } }, actions: 'leave' },
        DEADLINE: { actions: 'tick' },
      },
    },
  },
});

export type QueueLobbyMachine = typeof queueLobbyMachine;
