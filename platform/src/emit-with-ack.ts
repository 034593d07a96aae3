import type { ClientToServerEvents, SocketAck } from '@pug/domain';
import type { PugSocket } from './create-socket.ts';

/** How long a command waits for the server's acknowledgement. */
const ACK_TIMEOUT_MS = 10_000;

/**
 * Emits a socket command (every client event takes an acknowledgement) and resolves with its acknowledgement: an error body rejects with its
 * message, and no answer within `timeoutMs` rejects with a message a player understands.
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
