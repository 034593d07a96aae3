import { useEffect, useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useApi, useOnReconnect, useSocket } from '@pug/platform';
import { LOBBY_SERVER_EVENTS, lobbyClientMachine, type ServerEvent } from './lobbyClientMachine.ts';
import { loadLobby } from './loadLobby.ts';

export type LobbyActorRef = ActorRefFrom<typeof lobbyClientMachine>;

/**
 * Runs the client lobby machine for this page: loads through the api client, feeds it every
 * lobby event of the realtime socket (stamped with the local arrival time), and reloads on
 * reconnect (spec §4).
 */
export function useLobbyClient(): LobbyActorRef {
  const api = useApi();
  const socket = useSocket();
  const machine = useMemo(() => lobbyClientMachine.provide({ actors: { loadLobby: fromPromise(() => loadLobby(api)) } }), [api]);
  const actor = useActorRef(machine);

  useEffect(() => {
    const offs = LOBBY_SERVER_EVENTS.map((type) => {
      const listener = (payload: unknown) => actor.send({ type, payload, at: Date.now() } as ServerEvent);
      socket.on(type, listener);
      return () => void socket.off(type, listener);
    });
    return () => offs.forEach((off) => off());
  }, [socket, actor]);

  // Events sent before this page's socket first connected were missed: load again once it is up.
  useEffect(() => {
    if (socket.connected) return;
    const onFirstConnect = () => {
      if (actor.getSnapshot().matches('live')) actor.send({ type: 'RECONNECTED' });
    };
    socket.once('connect', onFirstConnect);
    return () => void socket.off('connect', onFirstConnect);
  }, [socket, actor]);

  useOnReconnect(() => actor.send({ type: 'RECONNECTED' }));
  return actor;
}
