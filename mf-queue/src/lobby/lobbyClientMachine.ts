/**
 * The lobby as this browser knows it: loaded from GET /api/queues, then kept up to date by the
 * server's events (docs/product.md "Socket events"). On reconnect it loads again (results replace the
 * local data), and so it does when the lobby's versions show it is behind: an event past a gap (one
 * in between was missed), or a load older than an event already seen, is not applied onto a stale
 * copy. It never trusts the local clock: countdowns use the payload's absolute deadline and a
 * clock offset estimated from `secondsRemaining` at the moment a payload arrives. The data and how
 * each event changes it are in lobbyState.ts; `createLobbyClient` is what the page holds.
 */
import { assertEvent, assign, createActor, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import {
  applyDataEvent,
  fromSnapshot,
  initialContext,
  loadError,
  LOBBY_SERVER_EVENTS,
  noteVersion,
  snapshotIsStale,
  versionFit,
  type LobbyClientContext,
  type LobbyClientEvent,
  type LobbySnapshot,
} from './lobbyState.ts';

/** How long a page waits before loading again after a load older than what it had seen. */
const RELOAD_BEHIND_MS = 250;

export const lobbyClientMachine = setup({
  types: { context: {} as LobbyClientContext, events: {} as LobbyClientEvent },
  actors: {
    /** Provided by the page: GET /api/queues (+ the live pugs). */
    loadLobby: fromPromise<LobbySnapshot>(async () => {
      throw new Error('lobbyClientMachine needs a loadLobby actor');
    }),
  },
  guards: {
    eventAfterGap: ({ context, event }) => versionFit(context, event) === 'gap',
    eventAlreadyApplied: ({ context, event }) => versionFit(context, event) === 'skip',
    loadOlderThanSeenEvents: ({ context }, loaded: LobbySnapshot) => snapshotIsStale(context, loaded),
  },
  actions: {
    applyServerEvent: assign(({ context, event }) => {
      assertEvent(event, LOBBY_SERVER_EVENTS);
      return applyDataEvent(context, event);
    }),
    noteVersion: assign(({ context, event }) => ({ seenVersions: noteVersion(context, event) })),
    mergeUsers: assign(({ context, event }) => {
      assertEvent(event, 'USERS');
      return applyDataEvent(context, event);
    }),
    viewPug: assign(({ context, event }) => {
      assertEvent(event, 'VIEW_PUG');
      return applyDataEvent(context, event);
    }),
    applyLoad: assign(({ context }, loaded: LobbySnapshot) => fromSnapshot(context, loaded)),
    recordLoadError: assign((_, error: unknown) => ({ error: loadError(error) })),
  },
}).createMachine({
  id: 'lobbyClient',
  context: initialContext,
  initial: 'loading',
  on: {
    ...serverEventHandlers(true),
    USERS: { actions: 'mergeUsers' },
    VIEW_PUG: { actions: 'viewPug' },
    RECONNECTED: { target: '.loading' },
  },
  states: {
    loading: {
      // A gap seen while loading is noted: the load's version tells whether it is recent enough.
      on: serverEventHandlers(false),
      invoke: {
        id: 'load',
        src: 'loadLobby',
        onDone: [
          {
            guard: { type: 'loadOlderThanSeenEvents', params: ({ event }: { event: DoneActorEvent<LobbySnapshot> }) => event.output },
            target: 'behind',
          },
          { target: 'live', actions: { type: 'applyLoad', params: ({ event }: { event: DoneActorEvent<LobbySnapshot> }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'recordLoadError', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
    /**
     * The load was older than an event already seen (the answering process has not caught up yet):
     * load again shortly, not in a tight loop. The shown data stays as it was.
     */
    behind: {
      on: serverEventHandlers(false),
      after: { [RELOAD_BEHIND_MS]: 'loading' },
    },
    live: {},
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});

/** Each server event: skipped when already applied, past a gap a load (when `reloadOnGap`), else applied. */
function serverEventHandlers(reloadOnGap: boolean) {
  const handlers = [
    reloadOnGap
      ? { guard: 'eventAfterGap' as const, target: '#lobbyClient.loading', actions: 'noteVersion' as const }
      : { guard: 'eventAfterGap' as const, actions: 'noteVersion' as const },
    { guard: 'eventAlreadyApplied' as const, actions: 'noteVersion' as const },
    { actions: 'applyServerEvent' as const },
  ];
  return Object.fromEntries(LOBBY_SERVER_EVENTS.map((name) => [name, handlers]));
}

/** What the lobby page reads: the machine's state (its top-level state name) and context. */
export interface LobbyView {
  status: 'loading' | 'behind' | 'live' | 'failed';
  context: LobbyClientContext;
}

/** The lobby page's client: the machine, read through useSyncExternalStore. */
export interface LobbyClient {
  /** The current view (the same object until something changes). */
  getSnapshot(): LobbyView;
  subscribe(listener: () => void): () => void;
  send(event: LobbyClientEvent): void;
  /** Loads the lobby (again, after a `stop`). */
  start(): void;
  stop(): void;
}

export function createLobbyClient(load: () => Promise<LobbySnapshot>): LobbyClient {
  const machine = lobbyClientMachine.provide({ actors: { loadLobby: fromPromise(load) } });
  let actor = createActor(machine);
  let started = false;
  let last: LobbyView = { status: 'loading', context: initialContext };
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  let subscription: { unsubscribe(): void } | null = null;
  return {
    getSnapshot: () => {
      // One object per machine snapshot: the page reads it through useSyncExternalStore.
      const snapshot = actor.getSnapshot();
      if (last.status !== snapshot.value || last.context !== snapshot.context) last = { status: snapshot.value, context: snapshot.context };
      return last;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    send: (event) => actor.send(event),
    start() {
      if (started) return;
      started = true;
      subscription = actor.subscribe(notify);
      actor.start();
      notify();
    },
    stop() {
      if (!started) return;
      started = false;
      subscription?.unsubscribe();
      actor.stop();
      // A stopped actor cannot start again: the next start begins with a fresh one.
      actor = createActor(machine);
    },
  };
}
