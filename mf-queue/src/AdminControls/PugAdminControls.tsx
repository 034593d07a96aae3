import { useState } from 'react';
import { Button, Card, Dialog, Field, Heading, Inline, Stack, Text, useConfirm } from '@pug/design-system';
import { cancelPugBodySchema, pathOf, type Pug, routes } from '@pug/domain';
import { emitWithAck, useApi, useSocket, useToast } from '@pug/platform';
import { PugServerControls } from './PugServerControls.tsx';

/**
 * An admin's controls on a live pug's page, two ways to end it that read apart: "End pug with
 * score…" (a pug being played: the score so far is its result, POST /api/pug/{id}/endWithScore, elo
 * changes as for a played match; for a log that never said the game was over) and "Cancel pug (no
 * result)…" (no result, no elo change: with a reason its players are told, POST
 * /api/pug/{id}/cancel; without one, the `endPug` socket command). Both free the players and the
 * server. "Auto-sub: on/off" is a switch that says its state (POST /api/pug/{id}/autoSub): on, a
 * player not on the server in time gets a sub automatically.
 */
export function PugAdminControls({ pug, onChanged }: { pug: Pug; onChanged(): void }) {
  const api = useApi();
  const socket = useSocket();
  const toast = useToast();
  const { confirm, dialog } = useConfirm();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (pug.phase === 'Complete') return null;

  /** No reason given: the `endPug` socket command (its players are told it ended, not why). */
  const endWithoutReason = async () => {
    setBusy(true);
    try {
      await emitWithAck(socket, 'endPug', { pugId: pug._id });
      toast.show({ variant: 'success', title: 'Pug cancelled', description: 'No result; nobody’s elo changed.' });
      setCancelling(false);
      onChanged();
    } catch (err) {
      toast.show({ variant: 'error', title: 'Could not cancel the pug', description: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const [blu, red] = pug.data.score ?? [0, 0];
  const endWithScore = async () => {
    const ok = await confirm({
      title: `End the pug on ${pug.map} with the score ${blu}–${red}?`,
      description: `BLU ${blu}, RED ${red} becomes its result and elo changes as for a played match. The pug page says an admin ended it.`,
      confirmLabel: `End pug with score ${blu}–${red}`,
      tone: 'danger',
    });
    if (!ok) return;
    setBusy(true);
    try {
      await api.post(pathOf(routes.endPugWithScore, { id: pug._id }), { score: [blu, red] });
      toast.show({ variant: 'success', title: `Pug ended ${blu}–${red}` });
      onChanged();
    } catch {
      // toasted by the api client (a score that changed meanwhile says so)
    } finally {
      setBusy(false);
    }
  };
  const autoSubOff = pug.autoSubOff ?? false;
  const toggleAutoSub = async () => {
    setBusy(true);
    try {
      await api.post(pathOf(routes.pugAutoSub, { id: pug._id }), { enabled: autoSubOff });
      onChanged();
    } catch {
      // toasted by the api client
    } finally {
      setBusy(false);
    }
  };
  const withReason = reason.trim() !== '';
  const valid = !withReason || cancelPugBodySchema.safeParse({ reason }).success;
  const cancel = async () => {
    if (!withReason) return endWithoutReason();
    setBusy(true);
    try {
      await api.post(pathOf(routes.cancelPug, { id: pug._id }), { reason: reason.trim() });
      toast.show({ variant: 'success', title: 'Pug cancelled', description: 'Its players were told why.' });
      setCancelling(false);
      onChanged();
    } catch {
      // toasted by the api client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" aria-label="Admin controls">
      <Stack gap="sm">
        <Heading level={3}>Admin</Heading>
        <Inline gap="sm">
          {pug.phase === 'Playing' ? (
            <Button variant="secondary" onClick={() => void endWithScore()} disabled={busy}>
              End pug with score {blu}–{red}…
            </Button>
          ) : null}
          <Button
            variant="danger"
            onClick={() => {
              setReason('');
              setCancelling(true);
            }}
            disabled={busy}
          >
            Cancel pug (no result)…
          </Button>
        </Inline>
        <Text size="xs" tone="muted">
          Ending with the score records it as the result and changes elo; cancelling records no result and changes nobody&apos;s elo. Both free the players and
          the server.
        </Text>
        <Inline gap="sm">
          <Button variant="secondary" size="sm" role="switch" aria-checked={!autoSubOff} onClick={() => void toggleAutoSub()} disabled={busy}>
            Auto-sub: {autoSubOff ? 'off' : 'on'}
          </Button>
          <Text size="xs" tone="muted">
            {autoSubOff ? 'Players who are not on the server in time keep their seat.' : 'A player not on the server in time gets a sub automatically.'}
          </Text>
        </Inline>
        <PugServerControls pug={pug} />
      </Stack>
      <Dialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={`Cancel the pug on ${pug.map} (no result)`}
        width={480}
        footer={
          <>
            <Button variant="ghost" onClick={() => setCancelling(false)}>
              Keep it
            </Button>
            <Button variant="danger" onClick={() => void cancel()} disabled={!valid || busy} loading={busy}>
              Cancel pug
            </Button>
          </>
        }
      >
        <Stack gap="sm">
          <Text size="sm">No result is recorded and nobody&apos;s elo changes. Its players and the server are freed.</Text>
          <Field label="Reason (optional)" hint="Told to its players when given">
            {(p) => <textarea {...p} rows={3} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />}
          </Field>
        </Stack>
      </Dialog>
      {dialog}
    </Card>
  );
}
