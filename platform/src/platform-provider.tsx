import type { ReactNode } from 'react';
import { ToastProvider } from '@pug/design-system';
import { TOAST_DURATION_MS, TOAST_MAX } from '@pug/domain';
import { AlertsProvider } from './alerts/alerts-provider.tsx';
import { ApiProvider } from './api-provider.tsx';
import { EloToasts } from './elo-toasts/EloToasts.tsx';
import { readPlatformConfig } from './config.ts';
import { MatchDayProvider } from './match-day/match-day-provider.tsx';
import { NotificationsProvider } from './notifications/notifications-provider.tsx';
import type { PugSocket } from './create-socket.ts';
import { SocketProvider } from './socket-provider.tsx';
import { SessionProvider } from './session/session-provider.tsx';
import { ThemeModeProvider } from './theme-mode.tsx';

export interface PlatformProviderProps {
  children: ReactNode;
  apiOrigin?: string;
  socket?: PugSocket;
}

/**
 * Everything a frontend needs from the runtime, in one wrapper: theme mode, toasts (max 3, 5 s),
 * the api client, the realtime socket, the session (who is signed in), the player's notifications,
 * the pug-ready alerts (sounds, desktop notifications, title flash) and the elo toasts on every page. The host renders it once; a remote running standalone
 * renders it itself. Remotes never render it when mounted inside the host.
 */
export function PlatformProvider({ children, apiOrigin, socket }: PlatformProviderProps) {
  const origin = apiOrigin ?? readPlatformConfig().apiOrigin;
  return (
    <ThemeModeProvider>
      <ToastProvider max={TOAST_MAX} duration={TOAST_DURATION_MS}>
        <ApiProvider apiOrigin={origin}>
          <SocketProvider apiOrigin={origin} socket={socket}>
            <SessionProvider apiOrigin={origin}>
              <MatchDayProvider>
                <NotificationsProvider>
                  <AlertsProvider>
                    <EloToasts />
                    {children}
                  </AlertsProvider>
                </NotificationsProvider>
              </MatchDayProvider>
            </SessionProvider>
          </SocketProvider>
        </ApiProvider>
      </ToastProvider>
    </ThemeModeProvider>
  );
}
