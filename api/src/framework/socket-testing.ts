/** For tests: waiting on a real socket.io-client socket. */
import type { Socket } from 'socket.io-client';

/** Resolves once `socket` connects; rejects with its connect_error. */
export function connected<S extends Socket>(socket: S): Promise<S> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The disconnect reason, or 'still connected' after `ms`. */
export function disconnected(socket: Socket, ms = 5000): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still connected'), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
