import { useEffect, useMemo } from 'react';
import { useApi, useOnReconnect, useSocket } from '@pug/platform';
import { LOBBY_SERVER_EVENTS, type ServerEvent } from './lobbyState.ts';
import { createLobbyClient, type LobbyClient } from './lobbyClientMachine.ts';
import { loadLobby } from './loadLobby.ts';

/**
 * Runs the lobby client for this page: loads through the api client, feeds it every lobby event
 * of the realtime socket (stamped with the local arrival time), and reloads on reconnect (spec §4).
 */
export function useLobbyClient(): LobbyClient {
  const api = useApi();
  const socket = useSocket();
  const client = useMemo(() => createLobbyClient(() => loadLobby(api)), [api]);

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
