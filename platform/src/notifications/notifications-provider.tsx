import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { type Notification, pathOf, routes } from '@pug/domain';
import { useToast } from '@pug/design-system';
import { useApi } from '../api-provider.tsx';
import { useScoped } from '../scope.ts';
import { useSession } from '../session/session-provider.tsx';
import { useSocketEvent } from '../socket-provider.tsx';

export interface Notifications {
  /** The signed-in player's undismissed notifications, newest first. */
  notifications: Notification[];
  /** GET /api/dismissNotification/{id}; the bar clears it (docs/product.md "Rules"), as do the player's other tabs. False when it failed (an error toast said why). */
  dismiss(id: string): Promise<boolean>;
}

const NotificationsContext = createContext<Notifications | null>(null);

const newestFirst = (list: Notification[]) => [...list].sort((a, b) => b.timestamp - a.timestamp);

/**
 * The player's notifications for the bottom bar (docs/product.md "What it does", "Entities"): those of /api/self/, plus live
 * `pugNotification` (also shown as a toast) and `pugNotificationChange` (dismissed on another tab).
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const toast = useToast();
  const { user } = useSession();
  const [notifications, setNotifications] = useState<Notification[]>([]);

  // The session's list is the truth after each (re)load of /api/self/.
  const fromSession = user?.notifications;
  useEffect(() => setNotifications(fromSession ? newestFirst(fromSession) : []), [fromSession]);

  useSocketEvent('pugNotification', (notification) => {
    setNotifications((list) => newestFirst([notification, ...list.filter((n) => n._id !== notification._id)]));
    toast.show({ title: notification.msg, variant: notification.variant });
  });
  useSocketEvent('pugNotificationChange', (change) => {
    setNotifications((list) =>
      change.dismissed ? list.filter((n) => n._id !== change._id) : list.map((n) => (n._id === change._id ? { ...n, ...change } : n)),
    );
  });

  const dismiss = useCallback(
    async (id: string) => {
      try {
        await api.get(pathOf(routes.dismissNotification, { id }));
      } catch {
        return false; // the api client showed the error toast
      }
      setNotifications((list) => list.filter((n) => n._id !== id));
      return true;
    },
    [api],
  );

  const value = useMemo<Notifications>(() => ({ notifications: user ? notifications : [], dismiss }), [user, notifications, dismiss]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

/** The signed-in player's notifications and their dismissal. */
export function useNotifications(): Notifications {
  return useScoped(NotificationsContext, 'useNotifications', 'NotificationsProvider');
}
