/**
 * The lobby client as the page holds it from its first render, while the one runtime that applies
 * events (lobbyClientMachine.ts, with xstate) downloads after the page is interactive: xstate in
 * the first load put the lobby over its 150 KB budget (e2e/bundle-budget.spec.ts). Until the
 * machine arrives this only shows the first load (GET /api/queues, started at once) and keeps
 * every event, in order, for the machine: it never applies one itself. The machine's own first
 * load is that same answer; once the machine holds it, the kept events go to the machine in order.
 */
import type { LobbyClient, LobbyView } from './lobbyClientMachine.ts';
import { fromSnapshot, initialContext, loadError, type LobbyClientEvent, type LobbySnapshot } from './lobbyState.ts';

type CreateClient = (load: () => Promise<LobbySnapshot>) => LobbyClient;

/**
 * `load` is GET /api/queues (+ the live pugs); `loadMachine` resolves to the machine's client
 * factory when the page allows (loadWhenInteractive) and returns a cancel.
 */
export function deferLobbyClient(load: () => Promise<LobbySnapshot>, loadMachine: (startMachine: (create: CreateClient) => void) => () => void): LobbyClient {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  let view: LobbyView = { status: 'loading', context: initialContext };
  let first: Promise<LobbySnapshot> | null = null;
  let machine: LobbyClient | null = null;
  let handedOver = false;
  let pending: LobbyClientEvent[] = [];
  let started = false;
  let cancelMachine: (() => void) | null = null;

  /** The first load is the machine's first load too: the answer is fetched once. */
  const loadOnce = () => {
    const answer = first ?? load();
    first = null;
    return answer;
  };

  const startMachine = (create: CreateClient) => {
    const started = create(loadOnce);
    machine = started;
    started.subscribe(() => {
      if (!handedOver && started.getSnapshot().status !== 'loading') {
        // The machine holds the first answer now: the events kept since apply on top of it, in order.
        handedOver = true;
        const kept = pending;
        pending = [];
        for (const event of kept) started.send(event);
      }
      notify();
    });
    started.start();
  };

  return {
    getSnapshot: () => (machine && handedOver ? machine.getSnapshot() : view),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    send(event) {
      if (machine && handedOver) machine.send(event);
      else pending.push(event);
    },
    start() {
      if (started) return;
      started = true;
      if (machine) {
        // Started again after a stop: the machine loads afresh.
        handedOver = false;
        machine.start();
        return;
      }
      const answer = load();
      first = answer;
      answer.then(
        (snapshot) => {
          if (handedOver) return;
          view = { status: 'live', context: { ...initialContext, ...fromSnapshot(initialContext, snapshot) } };
          notify();
        },
        (error: unknown) => {
          if (first === answer) first = null; // the machine loads afresh rather than reuse a failure
          if (handedOver) return;
          view = { status: 'failed', context: { ...initialContext, error: loadError(error) } };
          notify();
        },
      );
      cancelMachine = loadMachine(startMachine);
    },
    stop() {
      if (!started) return;
      started = false;
      cancelMachine?.();
      cancelMachine = null;
      machine?.stop();
      pending = [];
    },
  };
}
