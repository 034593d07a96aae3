import { useState } from 'react';
import { Button, Callout, Dialog, Inline, Stack, Text } from '@pug/design-system';
import { readyUpRefusal, type Queue, type SteamId, type Timestamp } from '@pug/domain';
import { secondsUntil } from '@pug/domain/countdown';

export interface ReadyUpDialogProps {
  state: Queue;
  viewer: SteamId | null;
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
 * The ready-up dialog with the countdown. "Ready up" and "Not ready" are disabled exactly when
 * the domain's ready-up guard refuses, with its reason as the description. Closing the dialog
 * leaves a banner to reopen it while the countdown runs.
 */
export function ReadyUpDialog({ state, viewer, serverNow, onReady }: ReadyUpDialogProps) {
  const deadline = state.countdownInfo?.deadline ?? null;
  const [dismissedFor, setDismissedFor] = useState<Timestamp | null>(null);
  const [sent, setSent] = useState<Timestamp | null>(null);
  if (!isAskedToReady(state, viewer) || viewer === null) return null;

  const seconds = deadline === null ? 0 : secondsUntil(deadline, serverNow);
  const refusal = readyUpRefusal(state, viewer, serverNow);
  const busy = sent !== null && sent === deadline && state.undeclaredPlayers.includes(viewer);
  const total = state.readiedPlayers.length + state.unreadiedPlayers.length + state.undeclaredPlayers.length;
  const open = dismissedFor !== deadline;
  const answer = (isReady: boolean) => {
    setSent(deadline);
    onReady(isReady);
  };

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
      <Dialog
        open={open}
        onOpenChange={(next) => setDismissedFor(next ? null : deadline)}
        title="Ready up!"
        description={`${state.readiedPlayers.length} of ${total} players are ready.`}
        closeOnOverlayClick={false}
        width={440}
        footer={
          <Inline gap="sm" justify="end">
            <Button variant="secondary" disabled={refusal !== null} loading={busy} onClick={() => answer(false)}>
              Not ready
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
          <Inline gap="xs">
            <Text as="span">Time left:</Text>
            {countdown}
          </Inline>
          {refusal ? (
            <Text id="ready-up-refusal" tone={state.readiedPlayers.includes(viewer) ? 'success' : 'muted'} size="sm">
              {refusal.message}
              {state.readiedPlayers.includes(viewer) ? ' Waiting for the others…' : ''}
            </Text>
          ) : (
            <Text size="sm" tone="muted">
              Players who are not ready when the time runs out leave the queue.
            </Text>
          )}
        </Stack>
      </Dialog>
    </>
  );
}
