import { useEffect, useState } from 'react';
import type { ApiClient } from '@pug/platform';

/** POSTs `body` to `path` whenever either changes (a query by POST, like pugHistoryDict); the latest answer wins. */
export function usePost<T>(api: ApiClient, path: string, body: unknown): { data?: T; error?: string; loading: boolean } {
  const [state, setState] = useState<{ data?: T; error?: string; loading: boolean }>({ loading: true });
  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    api.post<T>(path, body).then(
      (data) => current && setState({ data, loading: false }),
      (error: Error) => current && setState((s) => ({ data: s.data, error: error.message, loading: false })),
    );
    return () => {
      current = false;
    };
  }, [api, path, body]);
  return state;
}
