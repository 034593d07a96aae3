import { useMemo } from 'react';
import { pathOf, type Queue, type Role, type RouteBody, routes, type SteamId } from '@pug/domain';
import { emitWithAck, useApi, useSocket, useToast } from '@pug/platform';

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
