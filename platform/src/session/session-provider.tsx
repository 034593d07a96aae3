import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { pathOf, routes, type SelfResponse } from '@pug/domain';
import { ApiError } from '../api-client.ts';
import { useApi } from '../api-provider.tsx';
import { useScoped } from '../scope.ts';
import { useOnReconnect, useSocket, useSocketEvent } from '../socket-provider.tsx';

export interface Session {
  /** The signed-in player (GET /api/self/), null when signed out. */
  user: SelfResponse | null;
  /** True until the first answer. */
  loading: boolean;
  refresh(): Promise<void>;
  /** Redirects to the league sign-in, coming back to `returnTo` (default: this page). */
  signIn(returnTo?: string): void;
  signOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** The sign-in URL for a same-site path (the api refuses any other returnTo). */
export function signInUrl(apiOrigin: string, returnTo: string): string {
  return `${apiOrigin}/auth/login?returnTo=${encodeURIComponent(returnTo)}`;
}

function currentPath(): string {
  return typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
}

/**
 * Who is signed in, for every frontend: loads /api/self/, merges `userUpdate` pushes, refetches on
 * reconnect, and signs in (a redirect) and out (then the socket reconnects as anonymous).
 */
export function SessionProvider({ apiOrigin, children }: { apiOrigin: string; children: ReactNode }) {
  const api = useApi();
  const socket = useSocket();
  const [state, setState] = useState<{ user: SelfResponse | null; loading: boolean }>({ user: null, loading: true });
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const user = await api.get<SelfResponse>(pathOf(routes.self), { silent: true });
      if (mine === generation.current) setState({ user, loading: false });
    } catch (error) {
      if (mine !== generation.current) return;
      // Signed out is a 401; any other failure also leaves the site read-only until the next refresh.
      setState((s) => ({ user: error instanceof ApiError && error.status === 401 ? null : s.user, loading: false }));
    }
  }, [api]);

  useEffect(() => {
    void refresh();
  }, [refresh]);
  useOnReconnect(() => void refresh());

  useSocketEvent('userUpdate', (update) => {
    setState((s) => (s.user && s.user.steamid === update.steamid ? { ...s, user: { ...s.user, ...update } } : s));
  });

  const signIn = useCallback((returnTo?: string) => window.location.assign(signInUrl(apiOrigin, returnTo ?? currentPath())), [apiOrigin]);

  const signOut = useCallback(async () => {
    await api.post('/auth/logout');
    generation.current++;
    setState({ user: null, loading: false });
    // The server identified the socket at its handshake: reconnect so it is anonymous again.
    socket.disconnect().connect();
  }, [api, socket]);

  const value = useMemo<Session>(() => ({ ...state, refresh, signIn, signOut }), [state, refresh, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session: `{ user, loading, refresh, signIn(returnTo), signOut() }`. */
export function useSession(): Session {
  return useScoped(SessionContext, 'useSession', 'SessionProvider');
}

/**
 * Whether the signed-in player hides text effects (the blazing name, docs/product.md "Constants"); false for a visitor
 * and outside a SessionProvider (a story or a test of a card), where there is no one to ask.
 */
export function useHideTextEffects(): boolean {
  return useContext(SessionContext)?.user?.preferences?.hideTextEffects ?? false;
}
