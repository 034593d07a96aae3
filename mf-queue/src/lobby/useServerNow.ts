import { useEffect, useState } from 'react';

/** The server's time as this page estimates it (local clock + offset), re-rendering every `tickMs` while `active`. */
export function useServerNow(clockOffset: number, active: boolean, tickMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [active, tickMs]);
  return now + clockOffset;
}
