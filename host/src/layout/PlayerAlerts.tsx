import { useEffect, useState } from 'react';
import { Button, ConnectionBanner, Dialog, NotificationBar, Stack, Text, VolumeSlider } from '@pug/design-system';
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
 * The browser blocks audio until the page gets a click: the spec's modal says so, and a click
 * anywhere (the modal's button too) unlocks the alerts and asks for notification permission.
 * Closing it (Escape) leaves audio off for this visit. While the ban modal or the first-run
 * tutorial is up the modal waits (two stacked modals hid the tutorial on a phone): the player's
 * first click in the tutorial unlocks audio anyway, so it seldom has to show after it.
 */
function AudioUnlock() {
  const { user } = useSession();
  const { audio, enableAudio } = useAlerts();
  const [declined, setDeclined] = useState(false);
  const overlays = useOverlaysWanted();
  const blocked = user !== null && audio === 'suspended';
  useEffect(() => {
    if (!blocked) return;
    const unlock = () => void enableAudio();
    document.addEventListener('pointerdown', unlock, { capture: true });
    document.addEventListener('keydown', unlock, { capture: true });
    return () => {
      document.removeEventListener('pointerdown', unlock, { capture: true });
      document.removeEventListener('keydown', unlock, { capture: true });
    };
  }, [blocked, enableAudio]);
  return (
    <Dialog
      open={blocked && !declined && !overlays}
      onOpenChange={(open) => !open && setDeclined(true)}
      title="Click anywhere to enable audio alerts"
      width={420}
    >
      <Stack gap="md">
        <Text>
          Your browser keeps the site quiet until you click. Alerts tell you when your pug is ready, when it is your pick and when to join the server.
        </Text>
        <Button onClick={() => void enableAudio()}>Enable audio alerts</Button>
      </Stack>
    </Dialog>
  );
}

/** The master volume of the alerts (spec §9: 75 by default, kept in localStorage), for a signed-in player; letting go plays a sample. */
export function AlertVolume() {
  const { user } = useSession();
  const { masterVolume, setMasterVolume, play } = useAlerts();
  if (!user) return null;
  return <VolumeSlider value={masterVolume} onChange={setMasterVolume} onCommit={() => play('readyup')} />;
}

/** The bottom notification bar (spec §1, §2). */
function Notifications() {
  const { notifications, dismiss } = useNotifications();
  const items = notifications.map((n) => ({ id: n._id, message: n.msg, variant: n.variant, url: n.url, time: formatClock(new Date(n.timestamp)) }));
  return <NotificationBar items={items} onDismiss={(id) => void dismiss(id)} onDismissAll={() => void Promise.all(notifications.map((n) => dismiss(n._id)))} />;
}

/** The player's global overlays, on every page: audio unlock and notifications (the connection state sits above the content). */
export function PlayerAlerts() {
  return (
    <>
      <AudioUnlock />
      <Notifications />
    </>
  );
}
