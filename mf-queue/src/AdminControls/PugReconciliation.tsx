import { useState } from 'react';
import { Button, Callout, Stack, Text, useConfirm } from '@pug/design-system';
import { pathOf, type Pug, routes } from '@pug/domain';
import { useApi, useToast } from '@pug/platform';

/**
 * An admin's view of a completed pug's check against logs.tf (the api's pugs/logs-tf-check.ts):
 * both scores side by side when they disagree, with "Use logs.tf's score" (POST
 * /api/pug/{id}/applyLogsTfScoreScore: the score becomes logs.tf's and elo is applied again for it);
 * otherwise one line saying what the check found. Nothing before the check ran.
 */
export function PugReconciliation({ pug, onChanged }: { pug: Pug; onChanged(): void }) {
  const api = useApi();
  const toast = useToast();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const check = pug.reconciliation;
  if (!check || pug.phase !== 'Complete') return null;
  const logLink = pug.data.logId ? `https://logs.tf/${pug.data.logId}` : null;
  const [blu, red] = pug.data.score ?? [0, 0];

  if (check.state !== 'disagrees' || !check.logsTfScore) {
    const line = check.corrected
      ? `Score changed from ${check.corrected.from[0]}–${check.corrected.from[1]} to logs.tf's by ${check.corrected.byAlias ?? 'an admin'}.`
      : check.state === 'agrees'
        ? 'logs.tf agrees with the recorded score.'
        : `Not checked against logs.tf: ${check.reason ?? 'no answer'}.`;
    return (
      <Text size="sm" tone="muted" aria-label="logs.tf check">
        {line}
      </Text>
    );
  }

  const [lblu, lred] = check.logsTfScore;
  const applyLogsTfScore = async () => {
    const ok = await confirm({
      title: `Use logs.tf's score, ${lblu}–${lred}?`,
      description: `The result becomes BLU ${lblu}, RED ${lred} instead of ${blu}–${red}, and every player's elo from this pug is applied again for it.`,
      confirmLabel: `Use ${lblu}–${lred}`,
      tone: 'danger',
    });
    if (!ok) return;
    setBusy(true);
    try {
      await api.post(pathOf(routes.useLogsTfScore, { id: pug._id }), { score: [lblu, lred] });
      toast.show({ variant: 'success', title: `Score changed to ${lblu}–${lred}`, description: 'Elo was applied again; the players were told.' });
      onChanged();
    } catch {
      // toasted by the api client (409: already changed, or logs.tf's score is another now)
    } finally {
      setBusy(false);
    }
  };

  return (
    <Callout tone="warning" title="logs.tf disagrees with the recorded score">
      <Stack gap="sm">
        <Text size="sm">
          Recorded from the server&apos;s log:{' '}
          <strong>
            BLU {blu} – {red} RED
          </strong>
        </Text>
        <Text size="sm">
          logs.tf{logLink ? ` (log ${pug.data.logId})` : ''}:{' '}
          <strong>
            BLU {lblu} – {lred} RED
          </strong>
        </Text>
        {logLink ? (
          <a href={logLink} target="_blank" rel="noreferrer noopener">
            Open the log on logs.tf
          </a>
        ) : null}
        <div>
          <Button variant="secondary" onClick={() => void applyLogsTfScore()} disabled={busy} loading={busy}>
            Use logs.tf&apos;s score
          </Button>
        </div>
      </Stack>
      {dialog}
    </Callout>
  );
}
