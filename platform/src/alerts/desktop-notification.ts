/**
 * Desktop notifications (docs/product.md "What it does", "Errors") for the moments a player must act. Shown when the page is
 * not in front (hidden or unfocused): a player looking at the lobby already sees it. Where the
 * browser has no Notification API the player is told once per visit, with the alert of docs/product.md "Errors".
 */
import type { DesktopAlert } from '@pug/domain';

const NO_NOTIFICATION_SUPPORT = 'This browser does not support desktop notification';

type NotificationClass = typeof Notification;

function notificationClass(win: Window): NotificationClass | undefined {
  return (win as Window & { Notification?: NotificationClass }).Notification;
}

export interface DesktopNotifier {
  /** Asks for permission when not decided yet (call from a click: browsers want a gesture). */
  requestPermission(): void;
  show(alert: DesktopAlert): void;
}

export function createDesktopNotifier(win: Window = window): DesktopNotifier {
  let toldUnsupported = false;
  const inFront = () => win.document.visibilityState === 'visible' && win.document.hasFocus();

  function display(N: NotificationClass, alert: DesktopAlert) {
    try {
      const shown = new N(alert.title, { body: alert.body, tag: alert.tag, icon: '/favicon.svg' });
      shown.onclick = () => {
        win.focus();
        shown.close();
      };
    } catch (error) {
      console.error('Could not show a desktop notification:', error);
    }
  }

  return {
    requestPermission() {
      const N = notificationClass(win);
      if (N && N.permission === 'default') void N.requestPermission().catch(() => undefined);
    },
    show(alert) {
      const N = notificationClass(win);
      if (!N) {
        if (!toldUnsupported) {
          toldUnsupported = true;
          // Optional call: some embedded browsers (and test DOMs) have no alert either.
          win.alert?.(NO_NOTIFICATION_SUPPORT);
        }
        return;
      }
      if (inFront()) return;
      if (N.permission === 'granted') display(N, alert);
      else if (N.permission === 'default') {
        void N.requestPermission()
          .then((permission) => {
            if (permission === 'granted') display(N, alert);
          })
          .catch(() => undefined);
      }
    },
  };
}
