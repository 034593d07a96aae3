import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useToast } from '@pug/design-system';
import { createApiClient, type ApiClient, ApiError } from './api-client.ts';
import { useScoped } from './scope.ts';

const ApiContext = createContext<ApiClient | null>(null);

/** Provides the api client; every failure that is not `silent` becomes an error toast. */
export function ApiProvider({ apiOrigin, children }: { apiOrigin: string; children: ReactNode }) {
  const toast = useToast();
  const toastRef = useRef(toast);
  toastRef.current = toast;
  const client = useMemo(
    () =>
      createApiClient({
        apiOrigin,
        onError: (error) => toastRef.current.show({ title: 'Request failed', description: error.message, variant: 'error' }),
      }),
    [apiOrigin],
  );
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  return useScoped(ApiContext, 'useApi', 'ApiProvider');
}

export interface ApiQuery<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  refetch(): Promise<void>;
}

/** Fetches `path` (null: nothing) and keeps the latest result; results replace local data. */
export function useApiQuery<T>(path: string | null, options: { silent?: boolean } = {}): ApiQuery<T> {
  const api = useApi();
  const [state, setState] = useState<{ data?: T; error?: ApiError; loading: boolean }>({ loading: path !== null });
  const generation = useRef(0);
  const silent = options.silent ?? false;

  const refetch = useCallback(async () => {
    if (path === null) return;
    const mine = ++generation.current;
    setState((s) => ({ ...s, loading: true }));
    try {
      const data = await api.get<T>(path, { silent });
      if (mine === generation.current) setState({ data, loading: false });
    } catch (error) {
      if (mine === generation.current) {
        setState((s) => ({ data: s.data, error: error instanceof ApiError ? error : new ApiError(0, 'UNKNOWN', String(error)), loading: false }));
      }
    }
  }, [api, path, silent]);

  useEffect(() => {
    void refetch();
  }, [refetch]);

  return { data: state.data, error: state.error, loading: state.loading, refetch };
}
