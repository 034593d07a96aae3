import { useState } from 'react';
import { Button, Callout, ConfirmDialog, Dialog, Inline, Stack, Text, VisuallyHidden } from '@pug/design-system';
import { countdownAnnouncement, notReadyPlayers, readyUpRefusal, roleDisplayName, type Queue, type SteamId, type Timestamp } from '@pug/domain';
import { secondsUntil } from '@pug/domain/countdown';
import { aliasOf, type UserDirectory } from '../users/playerDisplay.ts';
import { useLastAnnouncement } from './useLastAnnouncement.ts';

export interface ReadyUpDialogProps {
  state: Queue;
  viewer: SteamId | null;
  /** Names of the players (who is not ready yet). */
  users?: UserDirectory;
  /** The queue's name as players know it ("Sixes"). */
  queueLabel?: string;
  /** The server's time as this page estimates it. */
  serverNow: Timestamp;
  onReady(isReady: boolean): void;
}

/** Whether the viewer is one of the players asked to ready up in this round. */
function isAskedToReady(state: Queue, viewer: SteamId | null): boolean {
  if (viewer === null || state.phase !== 'Readying') return false;
  return [...state.undeclaredPlayers, ...state.readiedPlayers, ...state.unreadiedPlayers].includes(viewer);
}

/**
 * The ready-up dialog with the countdown and who is not ready yet. "Ready up" is disabled exactly
 * when the domain's ready-up guard refuses, with its reason as the description; "Leave queue"
 * (the product's "not ready") asks first. The countdown is read out to screen readers at a few points
 * (domain `countdownAnnouncement`), not every second. Closing the dialog leaves a banner to reopen it.
 */
export function ReadyUpDialog({ state, viewer, users = {}, queueLabel, serverNow, onReady }: ReadyUpDialogProps) {
  const deadline = state.countdownInfo?.deadline ?? null;
  const [dismissedFor, setDismissedFor] = useState<Timestamp | null>(null);
  const [sent, setSent] = useState<Timestamp | null>(null);
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const seconds = deadline === null ? 0 : secondsUntil(deadline, serverNow);
  const announced = useLastAnnouncement(countdownAnnouncement(seconds));
  if (!isAskedToReady(state, viewer) || viewer === null) return null;

  const refusal = readyUpRefusal(state, viewer, serverNow);
  const busy = sent !== null && sent === deadline && state.undeclaredPlayers.includes(viewer);
  const total = state.readiedPlayers.length + state.unreadiedPlayers.length + state.undeclaredPlayers.length;
  const notReady = notReadyPlayers(state);
  const leaving = state.unreadiedPlayers.includes(viewer);
  const readied = state.readiedPlayers.includes(viewer);
  const open = dismissedFor !== deadline;
  // The seat the round gave the viewer (a player added for several classes plays one of them).
  const seatRole = state.seats?.[viewer];
  const answer = (isReady: boolean) => {
    setSent(deadline);
    onReady(isReady);
  };

  // The modal dialog hides the rest of the page from screen readers: the live region sits inside
  // it while it is open, beside the banner otherwise.
  const announcement = (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="ready-up-announcement">
      {announced}
    </VisuallyHidden>
  );

  const countdown = (
    <Text as="span" mono weight="bold" role="timer" aria-live="off" aria-label={`${seconds} seconds left to ready up`}>
      {seconds} s
    </Text>
  );

  return (
    <>
      <Callout
        tone="warning"
        title="Your pug is ready"
        action={
          <Button size="sm" onClick={() => setDismissedFor(null)} disabled={open}>
            Open ready-up
          </Button>
        }
      >
        <Inline gap="xs">
          <Text as="span">Ready up within</Text>
          {countdown}
        </Inline>
      </Callout>
      {open ? null : announcement}
      <Dialog
        open={open}
        onOpenChange={(next) => setDismissedFor(next ? null : deadline)}
        title="Ready up!"
        description={`${state.readiedPlayers.length} of ${total} players are ready.`}
        closeOnOverlayClick={false}
        width={440}
        footer={
          <Inline gap="sm" justify="end">
            <Button variant="ghost" disabled={refusal !== null} onClick={() => setConfirmingLeave(true)}>
              Leave queue
            </Button>
            <Button
              variant="primary"
              disabled={refusal !== null}
              loading={busy}
              title={refusal?.message}
              aria-describedby={refusal ? 'ready-up-refusal' : undefined}
              onClick={() => answer(true)}
            >
              Ready up
            </Button>
          </Inline>
        }
      >
        <Stack gap="sm">
          {announcement}
          {seatRole ? (
            <Text weight="bold" data-testid="ready-up-class">
              {`You play ${roleDisplayName(seatRole)}`}
            </Text>
          ) : null}
          <Inline gap="xs">
            <Text as="span">Time left:</Text>
            {countdown}
          </Inline>
          {refusal ? (
            <Text id="ready-up-refusal" tone={readied ? 'success' : 'muted'} size="sm">
              {leaving ? 'You leave the queue when the ready-up ends.' : refusal.message}
              {readied ? ' Waiting for the others…' : ''}
            </Text>
          ) : (
            <Text size="sm" tone="muted">
              Players who are not ready when the time runs out leave the queue.
            </Text>
          )}
          {notReady.length > 0 ? (
            <Stack gap="xs">
              <Text size="sm" weight="bold" id="not-ready-heading">
                Not ready yet ({notReady.length})
              </Text>
              <ul aria-labelledby="not-ready-heading" data-testid="not-ready">
                {notReady.map((steamid) => (
                  <li key={steamid}>
                    <Text as="span" size="sm">
                      {steamid === viewer ? 'You' : aliasOf(steamid, users)}
                      {state.unreadiedPlayers.includes(steamid) ? ' (leaving)' : ''}
                    </Text>
                  </li>
                ))}
              </ul>
            </Stack>
          ) : null}
        </Stack>
      </Dialog>
      <ConfirmDialog
        open={confirmingLeave}
        onOpenChange={setConfirmingLeave}
        title="Leave the queue?"
        description={`You leave the ${queueLabel ? `${queueLabel} ` : ''}queue when the ready-up ends; the others wait for a new player.`}
        confirmLabel="Leave queue"
        onConfirm={() => answer(false)}
      />
    </>
  );
}
