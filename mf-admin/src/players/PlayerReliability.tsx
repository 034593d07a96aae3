import { useState } from 'react';
import { Badge, Button, Field, Heading, Inline, Stack, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, Text } from '@pug/design-system';
import { activeCooldown, liftCooldownBodySchema, pathOf, routes, STRIKE_LABELS, type AdminReliability } from '@pug/domain';
import { useApi, useToast } from '@pug/platform';
import { formatDateTime } from '../shared/format.ts';

export interface PlayerReliabilityProps {
  steamid: string;
  alias: string;
  reliability: AdminReliability | undefined;
  /** After a lift: read the player again. */
  onLifted: () => void;
}

/** The player's strikes, level and queue cooldown (domain players/reliability.ts), and lifting them with a reason. */
export function PlayerReliability({ steamid, alias, reliability, onLifted }: PlayerReliabilityProps) {
  const api = useApi();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const strikes = reliability?.strikes ?? [];
  const running = activeCooldown(reliability?.cooldown, Date.now());
  const liftable = strikes.some((s) => reliability?.liftedAt == null || s.at > reliability.liftedAt);

  const lift = async () => {
    const parsed = liftCooldownBodySchema.safeParse({ reason });
    if (!parsed.success) return setError(`The reason ${parsed.error.issues[0]!.message}`);
    setError(null);
    setSending(true);
    try {
      await api.post(pathOf(routes.liftCooldown, { id: steamid }), parsed.data);
      toast.show({ variant: 'success', title: `${alias}'s cooldown and strikes are lifted` });
      setReason('');
      onLifted();
    } catch {
      // the api client showed the error toast
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="sm">
      <Heading level={3}>Reliability</Heading>
      <Inline gap="sm">
        <Text>{`Level ${reliability?.level ?? 0}`}</Text>
        {running ? <Badge tone="warning">{`In cooldown until ${formatDateTime(running.until)}`}</Badge> : <Badge>No cooldown</Badge>}
        {reliability?.liftedAt ? (
          <Text size="sm" tone="muted">
            {`Lifted ${formatDateTime(reliability.liftedAt)}`}
          </Text>
        ) : null}
      </Inline>
      {strikes.length === 0 ? (
        <Text tone="muted">No strikes.</Text>
      ) : (
        <Table caption={`Strikes of ${alias}`}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>When</TableHeaderCell>
              <TableHeaderCell>For</TableHeaderCell>
              <TableHeaderCell>Pug</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {strikes.map((s) => (
              <TableRow key={`${s.kind}-${s.pugId}`}>
                <TableCell>{formatDateTime(s.at)}</TableCell>
                <TableCell>{STRIKE_LABELS[s.kind]}</TableCell>
                <TableCell>{s.pugId.startsWith('readyUp:') ? `ready-up in ${s.pugId.split(':')[1]}` : <a href={`/pugs/${s.pugId}`}>pug</a>}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {liftable ? (
        <Stack gap="xs">
          <Field label="Reason to lift" required hint="Kept in the audit log; the player is told">
            {(p) => <input {...p} type="text" maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />}
          </Field>
          {error ? (
            <Text tone="error" role="alert">
              {error}
            </Text>
          ) : null}
          <Inline gap="sm">
            <Button variant="secondary" loading={sending} onClick={() => void lift()}>
              Lift cooldown and strikes
            </Button>
          </Inline>
        </Stack>
      ) : null}
    </Stack>
  );
}
