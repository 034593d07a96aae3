import { useEffect, useRef } from 'react';

/** Calls `refetch` each time `version` changes after the first render (the first read is the query's own). */
export function useRefetchOnChange(refetch: () => Promise<void>, version: number): void {
  const seen = useRef(version);
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void latest.current();
  }, [version]);
}
