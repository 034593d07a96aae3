import type { ConnectErrorData } from '@pug/domain';

/**
 * An error for a Socket.IO middleware's `next`: the client's `connect_error` gets its message and
 * its `data` ({ code }), so a client can tell a full address from a failed identification.
 */
export function connectError(message: string, code: ConnectErrorData['code']): Error & { data: ConnectErrorData } {
  return Object.assign(new Error(message), { data: { code } });
}
