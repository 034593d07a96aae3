import { useEffect, useMemo } from 'react';
import { loadWhenInteractive, useApi, useOnReconnect, useSocket } from '@pug/platform';
import { LOBBY_SERVER_EVENTS, type ServerEvent } from './lobbyState.ts';
import { deferLobbyClient } from './deferredLobbyClient.ts';
import type { LobbyClient } from './lobbyClientMachine.ts';
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
