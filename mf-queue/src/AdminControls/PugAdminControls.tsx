import { useState } from 'react';
import { Button, Card, Dialog, Field, Heading, Inline, Stack, Text, useConfirm } from '@pug/design-system';
import { cancelPugBodySchema, pathOf, type Pug, routes } from '@pug/domain';
import { emitWithAck, useApi, useSocket, useToast } from '@pug/platform';
import { PugServerControls } from './PugServerControls.tsx';

/**
 * An admin's controls on a live pug's page: end it (endPug: no result, no elo change), end a pug
 * being played with the score so far as its result (POST /api/pug/{id}/endWithScore: elo changes as
 * for a played match; for a log that never said the game was over), or cancel it with a reason its
 * players are told (POST /api/pug/{id}/cancel); all free the players and the server. "Auto-sub off"
 * (POST /api/pug/{id}/autoSub) stops the automatic sub of players not on the server in time.
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

  const end = async () => {
    if (!(await confirm({ title: `End the pug on ${pug.map} now?`, description: "Nobody's elo changes.", confirmLabel: 'End pug', tone: 'danger' }))) return;
    setBusy(true);
    try {
      await emitWithAck(socket, 'endPug', { pugId: pug._id });
      toast.show({ variant: 'success', title: 'Pug ended' });
      onChanged();
    } catch (err) {
      toast.show({ variant: 'error', title: 'Could not end the pug', description: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const [blu, red] = pug.data.score ?? [0, 0];
  const endWithScore = async () => {
    const ok = await confirm({
      title: `End the pug on ${pug.map} with the score ${blu}–${red}?`,
      description: `BLU ${blu}, RED ${red} becomes its result and elo changes as for a played match. The pug page says an admin ended it.`,
      confirmLabel: `End with score ${blu}–${red}`,
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
  const valid = cancelPugBodySchema.safeParse({ reason }).success;
  const cancel = async () => {
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
          <Button variant="secondary" onClick={() => void end()} disabled={busy}>
            End pug
          </Button>
          {pug.phase === 'Playing' ? (
            <Button variant="secondary" onClick={() => void endWithScore()} disabled={busy}>
              End with score {blu}–{red}
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
            Cancel pug…
          </Button>
        </Inline>
        <Text size="xs" tone="muted">
          Ending or cancelling changes nobody&apos;s elo; ending with the score records it as the result and changes elo. Each frees the players and the server.
        </Text>
        <Inline gap="sm">
          <Button variant="ghost" size="sm" aria-pressed={autoSubOff} onClick={() => void toggleAutoSub()} disabled={busy}>
            Auto-sub off
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
        title={`Cancel the pug on ${pug.map}`}
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
        <Field label="Reason" required hint="Its players see this">
          {(p) => <textarea {...p} rows={3} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </Field>
      </Dialog>
      {dialog}
    </Card>
  );
}
