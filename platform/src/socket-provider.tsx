/**
 * The page's one realtime connection: the provider that opens it once the page is interactive, the
 * stand-in that holds what the page asks of it until socket.io-client has loaded, the hooks the
 * screens listen with, and the command that waits for the server's acknowledgement.
 */
import { createContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { SOCKET, type ClientToServerEvents, type ServerToClientEvents, type SocketAck } from '@pug/domain';
import type { PugSocket } from './create-socket.ts';
import { loadWhenInteractive } from './page-interactive.ts';
import { useScoped } from './scope.ts';

const SocketContext = createContext<PugSocket | null>(null);

type Listener = (...args: never[]) => void;

/**
 * The page's socket until socket.io-client has loaded: it keeps the listeners (of the socket and
 * of its manager), `once` listeners and emits it is given, reports `connected: false`, and hands
 * all of them to the real socket when `attach` gets it, after which every call goes straight to it.
 * It implements what the apps use of a Socket.IO socket: on, once, off, emit, connected, connect,
 * disconnect, io.on, io.off.
 */
export class DeferredSocket {
  private real: PugSocket | null = null;
  private readonly listeners: [event: string, fn: Listener, once: boolean][] = [];
  private readonly managerListeners: [event: string, fn: Listener][] = [];
  private readonly emits: unknown[][] = [];
  private wantsConnection = true;

  get attached(): boolean {
    return this.real !== null;
  }

  get connected(): boolean {
    return this.real?.connected ?? false;
  }

  readonly io = {
    on: (event: string, fn: Listener) => {
      if (this.real) (this.real.io.on as (e: string, f: Listener) => void)(event, fn);
      else this.managerListeners.push([event, fn]);
      return this.io;
    },
    off: (event: string, fn: Listener) => {
      if (this.real) (this.real.io.off as (e: string, f: Listener) => void)(event, fn);
      else this.remove(this.managerListeners, event, fn);
      return this.io;
    },
  };

  on(event: string, fn: Listener): this {
    if (this.real) (this.real.on as (e: string, f: Listener) => void)(event, fn);
    else this.listeners.push([event, fn, false]);
    return this;
  }

  once(event: string, fn: Listener): this {
    if (this.real) (this.real.once as (e: string, f: Listener) => void)(event, fn);
    else this.listeners.push([event, fn, true]);
    return this;
  }

  off(event: string, fn: Listener): this {
    if (this.real) (this.real.off as (e: string, f: Listener) => void)(event, fn);
    else this.remove(this.listeners, event, fn);
    return this;
  }

  emit(...args: unknown[]): this {
    if (this.real) (this.real.emit as (...a: unknown[]) => void)(...args);
    else this.emits.push(args);
    return this;
  }

  connect(): this {
    if (this.real) this.real.connect();
    else this.wantsConnection = true;
    return this;
  }

  disconnect(): this {
    if (this.real) this.real.disconnect();
    else this.wantsConnection = false;
    return this;
  }

  /** The real socket has arrived: it gets everything recorded so far, in order. */
  attach(real: PugSocket): void {
    if (this.real) throw new Error('DeferredSocket: attached twice');
    this.real = real;
    for (const [event, fn, once] of this.listeners.splice(0)) (real[once ? 'once' : 'on'] as (e: string, f: Listener) => void)(event, fn);
    for (const [event, fn] of this.managerListeners.splice(0)) (real.io.on as (e: string, f: Listener) => void)(event, fn);
    if (!this.wantsConnection) real.disconnect();
    for (const args of this.emits.splice(0)) (real.emit as (...a: unknown[]) => void)(...args);
  }

  asSocket(): PugSocket {
    return this as unknown as PugSocket;
  }

  private remove<T extends [string, Listener, ...unknown[]]>(list: T[], event: string, fn: Listener): void {
    const at = list.findIndex(([e, f]) => e === event && f === fn);
    if (at >= 0) list.splice(at, 1);
  }
}

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

/** How long a command waits for the server's acknowledgement. */
const ACK_TIMEOUT_MS = 10_000;

/**
 * Emits a socket command (every client event takes an acknowledgement) and resolves with its
 * acknowledgement: an error body rejects with its message, and no answer within `timeoutMs` rejects
 * with a message a player understands.
 */
export function emitWithAck<E extends keyof ClientToServerEvents>(
  socket: PugSocket,
  event: E,
  payload: Parameters<ClientToServerEvents[E]>[0],
  timeoutMs = ACK_TIMEOUT_MS,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The server did not answer. Check your connection.')), timeoutMs);
    (socket.emit as (e: string, p: unknown, ack: (res: SocketAck) => void) => void)(event, payload, (res) => {
      clearTimeout(timer);
      if ('error' in res) reject(new Error(res.error.message));
      else resolve();
    });
  });
}
