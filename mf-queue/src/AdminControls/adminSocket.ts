import type { ClientToServerEvents, SocketAck } from '@pug/domain';
import type { PugSocket } from '@pug/platform';

const ACK_TIMEOUT_MS = 10_000;

/** Sends an admin socket command (setPugPhase, endPug) and resolves with its acknowledgement; an error body rejects with its message. */
export function emitAdminCommand<E extends 'setPugPhase' | 'endPug'>(
  socket: PugSocket,
  event: E,
  payload: Parameters<ClientToServerEvents[E]>[0],
): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The server did not answer. Check your connection.')), ACK_TIMEOUT_MS);
    (socket.emit as (e: string, p: unknown, ack: (r: SocketAck) => void) => void)(event, payload, (res) => {
      clearTimeout(timer);
      if ('error' in res) reject(new Error(res.error.message));
      else resolve();
    });
  });
}
