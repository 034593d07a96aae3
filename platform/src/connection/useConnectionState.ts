import { useCallback, useEffect, useState } from 'react';
import { useSocket } from '../socket-provider.tsx';

/**
 * The realtime connection as a player should see it:
 * - 'connecting'   the first connection is being made (nothing to say yet);
 * - 'connected';
 * - 'reconnecting' it dropped (or could not be made) and Socket.IO is retrying with the product's
 *   backoff (1 s to 5 s, jitter 0.5, docs/product.md "Rules");
 * - 'offline'      the 10 attempts are spent: only `retry()` (or the browser coming back online)
 *   tries again.
 */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export function useConnectionState(): { state: ConnectionState; retry(): void } {
  const socket = useSocket();
  const [state, setState] = useState<ConnectionState>(() => (socket.connected ? 'connected' : 'connecting'));

  const retry = useCallback(() => {
    setState('reconnecting');
    socket.connect();
  }, [socket]);

  useEffect(() => {
    const manager = socket.io;
    const onConnect = () => setState('connected');
    const onDown = () => setState((s) => (s === 'offline' ? s : 'reconnecting'));
    const onFailed = () => setState('offline');
    const onOnline = () => setState((s) => (s === 'offline' ? (socket.connect(), 'reconnecting') : s));
    if (socket.connected) setState('connected');
    socket.on('connect', onConnect);
    socket.on('disconnect', onDown);
    socket.on('connect_error', onDown);
    manager.on('reconnect_attempt', onDown);
    manager.on('reconnect_failed', onFailed);
    window.addEventListener('online', onOnline);
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDown);
      socket.off('connect_error', onDown);
      manager.off('reconnect_attempt', onDown);
      manager.off('reconnect_failed', onFailed);
      window.removeEventListener('online', onOnline);
    };
  }, [socket]);

  return { state, retry };
}
