/**
 * The lobby as this browser knows it: loaded from GET /api/queues, then kept up to date by the
 * server's events (spec §4 "Queue events", §7). On reconnect it loads again (results replace the
 * local data). It never trusts the local clock: countdowns use the payload's absolute deadline
 * and a clock offset estimated from `secondsRemaining` at the moment a payload arrives. The data
 * and how each event changes it are in lobbyState.ts.
 */
import { assertEvent, assign, createActor, fromPromise, setup } from 'xstate';
import {
  applyDataEvent,
  fromSnapshot,
  initialContext,
  loadError,
  LOBBY_SERVER_EVENTS,
  type LobbyClientContext,
  type LobbyClientEvent,
  type LobbySnapshot,
} from './lobbyState.ts';

const serverEventHandlers = Object.fromEntries(LOBBY_SERVER_EVENTS.map((name) => [name, { actions: 'applyServerEvent' as const }]));

export const lobbyClientMachine = setup({
  types: { context: {} as LobbyClientContext, events: {} as LobbyClientEvent },
  actors: {
    /** Provided by the page: GET /api/queues (+ the live pugs). */
    loadLobby: fromPromise<LobbySnapshot>(async () => {
      throw new Error('lobbyClientMachine needs a loadLobby actor');
    }),
  },
  actions: {
    applyServerEvent: assign(({ context, event }) => {
      assertEvent(event, LOBBY_SERVER_EVENTS);
      return applyDataEvent(context, event);
    }),
    mergeUsers: assign(({ context, event }) => {
      assertEvent(event, 'USERS');
      return applyDataEvent(context, event);
    }),
    viewPug: assign(({ context, event }) => {
      assertEvent(event, 'VIEW_PUG');
      return applyDataEvent(context, event);
    }),
  },
}).createMachine({
  id: 'lobbyClient',
  context: initialContext,
  initial: 'loading',
  on: {
    ...serverEventHandlers,
    USERS: { actions: 'mergeUsers' },
    VIEW_PUG: { actions: 'viewPug' },
    RECONNECTED: { target: '.loading' },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadLobby',
        onDone: { target: 'live', actions: assign(({ context, event }) => fromSnapshot(context, event.output)) },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: loadError(event.error) })),
        },
      },
    },
    live: {},
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});

/** What the lobby page reads: the machine's state (its top-level state name) and context. */
export interface LobbyView {
  status: 'loading' | 'live' | 'failed';
  context: LobbyClientContext;
}

/** The running machine as lobbyClient.ts drives it. */
export interface LobbyActor {
  send(event: LobbyClientEvent): void;
  view(): LobbyView;
  subscribe(listener: () => void): () => void;
  stop(): void;
}

/**
 * Starts the machine where the page already is (`from`: loaded and live, or failed), so taking
 * over from lobbyClient.ts neither loads again nor loses an event. `load` serves the next loads.
 */
export function startLobbyActor(load: () => Promise<LobbySnapshot>, from: LobbyView): LobbyActor {
  const machine = lobbyClientMachine.provide({ actors: { loadLobby: fromPromise(load) } });
  const actor = createActor(machine, { snapshot: machine.resolveState({ value: from.status, context: from.context }) }).start();
  const view = (): LobbyView => {
    const snapshot = actor.getSnapshot();
    return { status: snapshot.value, context: snapshot.context };
  };
  let last = view();
  return {
    send: (event) => actor.send(event),
    view: () => {
      // One object per machine snapshot: the page reads it through useSyncExternalStore.
      const snapshot = actor.getSnapshot();
      if (last.status !== snapshot.value || last.context !== snapshot.context) last = view();
      return last;
    },
    subscribe: (listener) => {
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    stop: () => actor.stop(),
  };
}
