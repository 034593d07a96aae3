import { useEffect, useRef } from 'react';
import { useOnReconnect, useSocket } from '@pug/platform';

/**
 * Reads the page's data again when the realtime socket comes up after the page loaded, and after a
 * reconnection: a `pugUpdate` sent in between (an admin ended the pug, a sub took a seat) was missed.
 */
export function useReloadOnConnect(reload: () => void): void {
  const socket = useSocket();
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    if (socket.connected) return;
    const onFirstConnect = () => latest.current();
    socket.once('connect', onFirstConnect);
    return () => void socket.off('connect', onFirstConnect);
  }, [socket]);
  useOnReconnect(() => latest.current());
}
