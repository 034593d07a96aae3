import { io, type Socket } from 'socket.io-client';
import { SOCKET, type ClientToServerEvents, type ServerToClientEvents } from '@pug/domain';

/** The page's realtime connection, typed by the events of @pug/domain. */
export type PugSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Opens the one realtime connection of the page, with the product's settings (docs/product.md "Socket events", "Constants"). Its own
 * module: the SocketProvider loads it (and socket.io-client) once the page is interactive.
 */
export function createPugSocket(apiOrigin: string): PugSocket {
  const options = {
    path: SOCKET.path,
    transports: [...SOCKET.transports],
    withCredentials: SOCKET.withCredentials,
    reconnectionDelay: SOCKET.reconnectionDelay,
    reconnectionDelayMax: SOCKET.reconnectionDelayMax,
    randomizationFactor: SOCKET.randomizationFactor,
    reconnectionAttempts: SOCKET.reconnectionAttempts,
    timeout: SOCKET.timeout,
  };
  return apiOrigin ? io(apiOrigin, options) : io(options);
}
