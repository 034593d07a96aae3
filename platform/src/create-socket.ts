import { io } from 'socket.io-client';
import { SOCKET } from '@pug/domain';
import type { PugSocket } from './socket-provider.tsx';

/**
 * Opens the one realtime connection of the page, with the spec's settings (spec §4, §9). Its own
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
