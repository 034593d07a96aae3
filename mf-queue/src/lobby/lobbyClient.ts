/**
 * The lobby page's client: it shows the lobby before XState has loaded. Until then it loads the
 * lobby (GET /api/queues) and applies events with the same functions the machine uses
 * (lobbyState.ts); the events that change the machine's state (RECONNECTED, RETRY) wait for it.
 * Once the page is interactive the machine (lobbyClientMachine.ts, with xstate: 13 KB compressed)
 * loads and takes over where the page is, replaying what waited.
 */
import { applyDataEvent, fromSnapshot, initialContext, loadError, type LobbyClientEvent, type LobbySnapshot } from './lobbyState.ts';
import type { LobbyActor, LobbyView } from './lobbyClientMachine.ts';

type StartActor = (load: () => Promise<LobbySnapshot>, from: LobbyView) => LobbyActor;

export interface LobbyClient {
  /** The current view (the same object until something changes). */
  getSnapshot(): LobbyView;
  subscribe(listener: () => void): () => void;
  send(event: LobbyClientEvent): void;
  /** Loads the lobby (again, after a `stop`). */
  start(): void;
  /** The machine has loaded: it takes over once the first load has settled. */
  handOff(startActor: StartActor): void;
  stop(): void;
}

export function createLobbyClient(load: () => Promise<LobbySnapshot>): LobbyClient {
  let view: LobbyView = { status: 'loading', context: initialContext };
  let actor: LobbyActor | null = null;
  let waiting: LobbyClientEvent[] = [];
  let pendingHandOff: StartActor | null = null;
  let generation = 0;
  const listeners = new Set<() => void>();
  let actorSubscription: (() => void) | null = null;

  const notify = () => listeners.forEach((listener) => listener());
  const set = (next: LobbyView) => {
    view = next;
    notify();
  };
  const takeOver = (startActor: StartActor) => {
    actor = startActor(load, view);
    actorSubscription = actor.subscribe(notify);
    for (const event of waiting.splice(0)) actor.send(event);
    notify();
  };

  return {
    getSnapshot: () => actor?.view() ?? view,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    send(event) {
      if (actor) return actor.send(event);
      if (event.type === 'RECONNECTED' || event.type === 'RETRY') {
        waiting.push(event);
        return;
      }
      set({ ...view, context: { ...view.context, ...applyDataEvent(view.context, event) } });
    },
    start() {
      if (actor) return;
      const run = ++generation;
      set({ ...view, status: 'loading' });
      load().then(
        (snapshot) => {
          if (run !== generation) return;
          set({ status: 'live', context: { ...view.context, ...fromSnapshot(view.context, snapshot) } });
          if (pendingHandOff) takeOver(pendingHandOff);
        },
        (error: unknown) => {
          if (run !== generation) return;
          set({ status: 'failed', context: { ...view.context, error: loadError(error) } });
          if (pendingHandOff) takeOver(pendingHandOff);
        },
      );
    },
    handOff(startActor) {
      if (actor) return;
      if (view.status === 'loading') pendingHandOff = startActor;
      else takeOver(startActor);
    },
    stop() {
      generation += 1;
      pendingHandOff = null;
      actorSubscription?.();
      actorSubscription = null;
      actor?.stop();
      actor = null;
      waiting = [];
    },
  };
}
