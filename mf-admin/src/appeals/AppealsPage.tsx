import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Callout, Card, Field, Heading, Inline, Spinner, Stack, Text } from '@pug/design-system';
import { type AppealEntry, pathOf, routes } from '@pug/domain';
import { useApi, useApiQuery, useToast } from '@pug/platform';
import { formatDateTime } from '../shared/format.ts';
import { PlayerAvatar } from '../shared/PlayerAvatar.tsx';

/** One open appeal: the ban, the player's text, a note, accept (lifts the ban) or reject. */
function AppealCard({ appeal, basePath, onDecided }: { appeal: AppealEntry; basePath: string; onDecided(): void }) {
  const api = useApi();
  const toast = useToast();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<'accept' | 'reject' | null>(null);
  const decide = async (decision: 'accept' | 'reject') => {
    setBusy(decision);
    try {
      await api.post(pathOf(decision === 'accept' ? routes.acceptAppeal : routes.rejectAppeal, { id: appeal._id }), note.trim() ? { note: note.trim() } : {});
      // A lifted ban is good news; a rejected appeal is only information.
      toast.show({
        variant: decision === 'accept' ? 'success' : 'info',
        title: decision === 'accept' ? `${appeal.alias}'s ban is lifted` : `${appeal.alias}'s appeal is rejected`,
      });
      onDecided();
    } catch {
      // toasted by the api client
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card as="article" aria-label={`Appeal of ${appeal.alias}`}>
      <Stack gap="sm">
        <Inline gap="sm" justify="between">
          <Inline gap="xs">
            <PlayerAvatar player={appeal} size={32} />
            <Link to={`${basePath}/players/${appeal.userId}`}>{appeal.alias}</Link>
          </Inline>
          <Text size="sm" tone="muted">
            Appealed {formatDateTime(appeal.appealAt)}
          </Text>
        </Inline>
        <Text size="sm">
          Ban: {appeal.reason} · issued {formatDateTime(appeal.date)}
          {appeal.issuedByAlias ? ` by ${appeal.issuedByAlias}` : ''} · ends {appeal.expires == null ? 'never' : formatDateTime(appeal.expires)}
        </Text>
        <Card tone="raised">
          <Text>{appeal.appeal}</Text>
        </Card>
        <Field label="Note to the player (optional)">{(p) => <input {...p} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />}</Field>
        <Inline gap="sm">
          <Button onClick={() => void decide('accept')} loading={busy === 'accept'} disabled={busy !== null}>
            Accept and lift the ban
          </Button>
          <Button variant="secondary" onClick={() => void decide('reject')} loading={busy === 'reject'} disabled={busy !== null}>
            Reject
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

/** /admin/appeals: the appeals waiting for a decision, oldest first. */
export function AppealsPage({ basePath }: { basePath: string }) {
  const appeals = useApiQuery<AppealEntry[]>(pathOf(routes.appeals));
  return (
    <Stack gap="md">
      <Heading level={2}>Appeals</Heading>
      {appeals.loading && !appeals.data ? <Spinner label="Loading appeals…" /> : null}
      {appeals.error && !appeals.data ? (
        <Callout tone="error" title="Appeals could not be loaded">
          {appeals.error.message}
        </Callout>
      ) : null}
      {appeals.data?.length === 0 ? <Text tone="muted">No appeal is waiting.</Text> : null}
      {appeals.data?.map((appeal) => (
        <AppealCard key={appeal._id} appeal={appeal} basePath={basePath} onDecided={() => void appeals.refetch()} />
      ))}
    </Stack>
  );
}
