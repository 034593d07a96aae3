import { useEffect, useLayoutEffect, useState } from 'react';
import { Button, ConnectionBanner, NotificationBar, PromptPanel, Text, VolumeSlider } from '@pug/design-system';
import { useAlerts, useConnectionState, useNotifications, useSession } from '@pug/platform';
import { useOverlaysWanted } from '../mf/OverlaysSlot.tsx';
import { formatClock } from './Clock.tsx';

/** "Reconnecting…" / "Offline" while the realtime connection is down (nothing while it first connects). */
export function ConnectionState() {
  const { state, retry } = useConnectionState();
  if (state !== 'reconnecting' && state !== 'offline') return null;
  return <ConnectionBanner state={state} onRetry={retry} />;
}

/**
 * The browser blocks audio until the page gets a click: the product's "Click anywhere to enable audio
 * alerts" says so, and a pointer press or key press anywhere unlocks the alerts and asks for
 * notification permission. It is a panel in the page's flow above the content, not a modal: a modal's overlay swallowed the
 * first click, so a player who clicked "End pug" or "Ready up" had to click twice. Now that click
 * unlocks audio AND does what it clicked; the panel then goes (Close hides it too: like any click, it
 * unlocks audio). While the ban modal or the first-run tutorial is up it waits (the player's first click in
 * the tutorial unlocks audio anyway, so it seldom has to show after it).
 *
 * The panel leaves only once the press that unlocked audio is released: it sits above the content, so
 * leaving moves the content up, and a press released over another element than it began on makes no
 * click (a tab pressed behind the prompt stayed unselected whenever audio resumed before the release).
 */
export function AudioUnlock() {
  const { user } = useSession();
  const { audio, enableAudio } = useAlerts();
  const [declined, setDeclined] = useState(false);
  const overlays = useOverlaysWanted();
  const blocked = user !== null && audio === 'suspended';
  // The first click also unlocks audio while the browser has not yet said whether it blocks it
  // ('starting'): a player who clicks within the page's first second must not be asked again.
  const listening = user !== null && (audio === 'suspended' || audio === 'starting');
  // Held in place while a press that began with the panel shown is down.
  const [held, setHeld] = useState(false);
  const shown = (blocked || held) && !declined && !overlays;
  // Listening from the commit that knows the player, not a passive effect later: a press that comes
  // right after that render (a busy machine runs passive effects late) must not be missed.
  useLayoutEffect(() => {
    if (!listening) return;
    const unlock = () => void enableAudio();
    const press = () => {
      if (shown) setHeld(true);
      unlock();
    };
    document.addEventListener('pointerdown', press, { capture: true });
    document.addEventListener('keydown', unlock, { capture: true });
    return () => {
      document.removeEventListener('pointerdown', press, { capture: true });
      document.removeEventListener('keydown', unlock, { capture: true });
    };
  }, [listening, shown, enableAudio]);
  useEffect(() => {
    if (!held) return;
    // The release, then its click, are sent in one task: the panel goes in the next one.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const release = () => {
      timer ??= setTimeout(() => setHeld(false), 0);
    };
    document.addEventListener('pointerup', release, { capture: true });
    document.addEventListener('pointercancel', release, { capture: true });
    return () => {
      document.removeEventListener('pointerup', release, { capture: true });
      document.removeEventListener('pointercancel', release, { capture: true });
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [held]);
  if (!shown) return null;
  return (
    <PromptPanel
      title="Click anywhere to enable audio alerts"
      actions={
        <>
          <Button variant="ghost" size="sm" onClick={() => setDeclined(true)}>
            Close
          </Button>
          <Button size="sm" onClick={() => void enableAudio()}>
            Enable audio alerts
          </Button>
        </>
      }
    >
      <Text size="sm">
        Your browser keeps the site quiet until you click. Alerts tell you when your pug is ready, when it is your pick and when to join the server.
      </Text>
    </PromptPanel>
  );
}

/** The master volume of the alerts (docs/product.md "Constants": 75 by default, kept in localStorage), for a signed-in player; letting go plays a sample. */
export function AlertVolume() {
  const { user } = useSession();
  const { masterVolume, setMasterVolume, play } = useAlerts();
  if (!user) return null;
  return <VolumeSlider value={masterVolume} onChange={setMasterVolume} onCommit={() => play('readyup')} />;
}

/** The bottom notification bar (docs/product.md "What it does", "Screens and routes"). */
function Notifications() {
  const { notifications, dismiss } = useNotifications();
  const items = notifications.map((n) => ({ id: n._id, message: n.msg, variant: n.variant, url: n.url, time: formatClock(new Date(n.timestamp)) }));
  return <NotificationBar items={items} onDismiss={(id) => void dismiss(id)} onDismissAll={() => void Promise.all(notifications.map((n) => dismiss(n._id)))} />;
}

/** The player's global overlay, on every page: the notifications (the connection state and the audio prompt sit above the content). */
export function PlayerAlerts() {
  return <Notifications />;
}
