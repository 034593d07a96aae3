import { createContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { SOCKET, type ServerToClientEvents } from '@pug/domain';
import type { PugSocket } from './create-socket.ts';
import { DeferredSocket } from './deferred-socket.ts';
import { loadWhenInteractive } from './page-interactive.ts';
import { useScoped } from './scope.ts';

const SocketContext = createContext<PugSocket | null>(null);

/**
 * The page's socket: given (tests), or a DeferredSocket that gets the real one once the page is
 * interactive: socket.io-client (12 KB compressed) is not on the first paint's path. Events the
 * server sent before it connected are covered as on any connect: screens load their state again
 * when it (re)connects (docs/product.md "Rules"). A failed load of the library is tried again.
 */
function useDeferredSocket(apiOrigin: string, given: PugSocket | undefined): PugSocket {
  const [deferred] = useState(() => (given ? null : new DeferredSocket()));
  useEffect(() => {
    if (!deferred) return;
    return loadWhenInteractive(
      () => import('./create-socket.ts'),
      ({ createPugSocket }) => {
        if (!deferred.attached) deferred.attach(createPugSocket(apiOrigin));
      },
      SOCKET.reconnectionDelayMax,
    );
  }, [deferred, apiOrigin]);
  return given ?? deferred!.asSocket();
}

export function SocketProvider({ apiOrigin, children, socket: given }: { apiOrigin: string; children: ReactNode; socket?: PugSocket }) {
  const socket = useDeferredSocket(apiOrigin, given);
  useEffect(() => {
    if (!socket.connected) socket.connect();
    // The server ends a socket whose session ended (logout elsewhere, expiry, a ban); Socket.IO
    // does not reconnect on its own then. Reconnect, to be identified afresh (or anonymous).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onDisconnect = (reason: string) => {
      if (reason === 'io server disconnect') timer = setTimeout(() => socket.connect(), SOCKET.reconnectionDelay);
    };
    socket.on('disconnect', onDisconnect);
    return () => {
      clearTimeout(timer);
      socket.off('disconnect', onDisconnect);
      if (!given) socket.disconnect();
    };
  }, [socket, given]);
  return <SocketContext.Provider value={socket}>{children}</SocketContext.Provider>;
}

export function useSocket(): PugSocket {
  return useScoped(SocketContext, 'useSocket', 'SocketProvider');
}

/** Listens to one server event for the life of the component; the latest handler is called. */
export function useSocketEvent<E extends Extract<keyof ServerToClientEvents, string>>(event: E, handler: ServerToClientEvents[E]): void {
  const socket = useSocket();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = ((...args: unknown[]) => (latest.current as (...a: unknown[]) => void)(...args)) as never;
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event]);
}

/** Whether the realtime connection is up; re-renders on connect and disconnect. */
export function useSocketConnected(): boolean {
  const socket = useSocket();
  return useSyncExternalStore(
    (notify) => {
      socket.on('connect', notify);
      socket.on('disconnect', notify);
      return () => {
        socket.off('connect', notify);
        socket.off('disconnect', notify);
      };
    },
    () => socket.connected,
    () => false,
  );
}

/**
 * Calls `onReconnect` each time the connection comes back after a drop (docs/product.md "Rules": refetch): the
 * manager's own reconnection, and also a connect after the server ended the socket (logout
 * elsewhere, a replaced session), which SocketProvider makes itself and the manager does not report.
 * The socket may now be anonymous or someone else's, so what was loaded for it is loaded again.
 */
export function useOnReconnect(onReconnect: () => void): void {
  const socket = useSocket();
  const latest = useRef(onReconnect);
  latest.current = onReconnect;
  useEffect(() => {
    const manager = socket.io;
    let dropped = false;
    const onDisconnect = () => {
      dropped = true;
    };
    // The manager reports its reconnection before the socket's connect: that connect is not a second one.
    const onManagerReconnect = () => {
      dropped = false;
      latest.current();
    };
    const onConnect = () => {
      if (!dropped) return; // the first connect: nothing was loaded for an earlier connection
      dropped = false;
      latest.current();
    };
    socket.on('disconnect', onDisconnect);
    socket.on('connect', onConnect);
    manager.on('reconnect', onManagerReconnect);
    return () => {
      socket.off('disconnect', onDisconnect);
      socket.off('connect', onConnect);
      manager.off('reconnect', onManagerReconnect);
    };
  }, [socket]);
}
