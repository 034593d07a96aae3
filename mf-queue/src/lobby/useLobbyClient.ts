/**
 * A lobby as a page holds it: the lobby client (`useLobbyClient` runs it for a page: its first
 * load, the socket's lobby events, a reload on reconnect; `deferLobbyClient` is the client from the
 * first render until the machine that applies events arrives), and what the player sends
 * (`useLobbyCommands`).
 */
import { useEffect, useMemo } from 'react';
import { pathOf, type Queue, type Role, type RouteBody, routes, type SteamId } from '@pug/domain';
import { emitWithAck, loadWhenInteractive, useApi, useOnReconnect, useSocket, useToast } from '@pug/platform';
import type { LobbyClient, LobbyView } from './lobbyClientMachine.ts';
import { fromSnapshot, initialContext, LOBBY_SERVER_EVENTS, loadError, type LobbyClientEvent, type LobbySnapshot, type ServerEvent } from './lobbyState.ts';
import { loadLobby } from './loadLobby.ts';

/** How long before trying again to download the lobby machine after a failed download. */
const MACHINE_RETRY_MS = 2_000;

/**
 * Runs the lobby client for this page: loads through the api client, feeds it every lobby event
 * of the realtime socket (stamped with the local arrival time), and reloads on reconnect (docs/product.md "Rules").
 */
export function useLobbyClient(): LobbyClient {
  const api = useApi();
  const socket = useSocket();
  // The machine (and xstate) download once the page is interactive; the first load starts at once.
  const client = useMemo(
    () =>
      deferLobbyClient(
        () => loadLobby(api),
        (startMachine) =>
          loadWhenInteractive(
            () => import('./lobbyClientMachine.ts'),
            (module) => startMachine(module.createLobbyClient),
            MACHINE_RETRY_MS,
          ),
      ),
    [api],
  );

  useEffect(() => {
    client.start();
    return () => client.stop();
  }, [client]);

  useEffect(() => {
    const offs = LOBBY_SERVER_EVENTS.map((type) => {
      const listener = (payload: unknown) => client.send({ type, payload, at: Date.now() } as ServerEvent);
      socket.on(type, listener);
      return () => void socket.off(type, listener);
    });
    return () => offs.forEach((off) => off());
  }, [socket, client]);

  // Events sent before this page's socket first connected were missed: load again once it is up.
  useEffect(() => {
    if (socket.connected) return;
    const onFirstConnect = () => {
      if (client.getSnapshot().status === 'live') client.send({ type: 'RECONNECTED' });
    };
    socket.once('connect', onFirstConnect);
    return () => void socket.off('connect', onFirstConnect);
  }, [socket, client]);

  useOnReconnect(() => client.send({ type: 'RECONNECTED' }));
  return client;
}

/** What a player can do in a lobby; every failure is shown as an error toast. */
export interface LobbyCommands {
  join(role: string): Promise<void>;
  leave(role: string): Promise<void>;
  ready(isReady: boolean): Promise<void>;
  preready(isPreready: boolean): Promise<void>;
  voteMap(map: string): Promise<void>;
  pick(steamid: SteamId, role: Role): Promise<void>;
}

/**
 * The lobby commands of `queueName` for the signed-in `steamid` (null: signed out, every command
 * refuses). The lobby's HTTP commands answer the queue's wire state: while the socket is down
 * `onQueueState` gets it, so the player's own join or leave shows without the realtime events
 * (while it is up, the events carry the same change in order, and a late answer could undo a
 * newer event).
 */
export function useLobbyCommands(queueName: string, steamid: SteamId | null, onQueueState?: (queue: Queue) => void): LobbyCommands {
  const api = useApi();
  const socket = useSocket();
  const toast = useToast();
  return useMemo(() => {
    /** Runs a command as the signed-in player; HTTP failures are already toasted by the api client. */
    const asViewer = (run: (me: SteamId) => Promise<unknown>): Promise<void> => {
      if (!steamid) {
        toast.show({ title: 'Sign in to queue', variant: 'info' });
        return Promise.resolve();
      }
      return run(steamid).then(
        () => undefined,
        () => undefined,
      );
    };
    /** An HTTP lobby command whose answer is the queue's state. */
    const post = (path: string, body: object) =>
      api.post<Queue>(path, body).then((queue) => {
        if (!socket.connected && queue && queue.name === queueName) onQueueState?.(queue);
      });
    /** A lobby command whose body is the route's, as the api parses it (domain/src/contracts/lobbyBodies.ts). */
    const command = <N extends 'preready' | 'voteMap' | 'pick'>(name: N, body: RouteBody<N>) => post(pathOf(routes[name]), body);
    return {
      join: (role) => asViewer((me) => post(pathOf(routes.queueRole), { queueName, role, isQueue: true, userSteamId: me })),
      leave: (role) => asViewer((me) => post(pathOf(routes.queueRole), { queueName, role, isQueue: false, userSteamId: me })),
      ready: (isReady) =>
        asViewer((me) =>
          emitWithAck(socket, 'ready', { isReady, userSteamId: me, queueName }).catch((error: Error) => {
            toast.show({ title: isReady ? 'Could not ready up' : 'Could not decline', description: error.message, variant: 'error' });
          }),
        ),
      // Lobby calls we added (domain/src/contracts/lobbyBodies.ts): the session says who acts.
      preready: (isPreready) => asViewer(() => command('preready', { queueName, isPreready })),
      voteMap: (map) => asViewer(() => command('voteMap', { queueName, map })),
      pick: (pick, role) => asViewer(() => command('pick', { queueName, steamid: pick, role })),
    };
  }, [api, socket, toast, queueName, steamid, onQueueState]);
}

/*
 * The lobby client as the page holds it from its first render, while the one runtime that applies
 * events (lobbyClientMachine.ts, with xstate) downloads after the page is interactive: xstate in
 * the first load put the lobby over its 150 KB budget (e2e/bundle-budget.spec.ts). Until the
 * machine arrives this only shows the first load (GET /api/queues, started at once) and keeps
 * every event, in order, for the machine: it never applies one itself. The machine's own first
 * load is that same answer; once the machine holds it, the kept events go to the machine in order.
 */

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
