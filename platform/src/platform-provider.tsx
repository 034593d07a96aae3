import type { ReactNode } from 'react';
import { ToastProvider } from '@pug/design-system';
import { TOAST_DURATION_MS, TOAST_MAX } from '@pug/domain';
import { ApiProvider } from './api-provider.tsx';
import { readPlatformConfig } from './config.ts';
import { SocketProvider, type PugSocket } from './socket-provider.tsx';
import { SessionProvider } from './session/session-provider.tsx';
import { ThemeModeProvider } from './theme-mode.tsx';

export interface PlatformProviderProps {
  children: ReactNode;
  apiOrigin?: string;
  socket?: PugSocket;
}

/**
 * Everything a frontend needs from the runtime, in one wrapper: theme mode, toasts (max 3, 5 s),
 * the api client, the realtime socket and the session (who is signed in). The host renders it once; a remote running standalone
 * renders it itself. Remotes never render it when mounted inside the host.
 */
export function PlatformProvider({ children, apiOrigin, socket }: PlatformProviderProps) {
  const origin = apiOrigin ?? readPlatformConfig().apiOrigin;
  return (
    <ThemeModeProvider>
      <ToastProvider max={TOAST_MAX} duration={TOAST_DURATION_MS}>
        <ApiProvider apiOrigin={origin}>
          <SocketProvider apiOrigin={origin} socket={socket}>
            <SessionProvider apiOrigin={origin}>{children}</SessionProvider>
          </SocketProvider>
        </ApiProvider>
      </ToastProvider>
    </ThemeModeProvider>
  );
}
