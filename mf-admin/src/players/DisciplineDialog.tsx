import { useEffect, useState } from 'react';
import { Box, Button, Dialog, Field, Stack, Text } from '@pug/design-system';
import { type AdminDiscipline, banPlayerBodySchema, pathOf, routes } from '@pug/domain';
import { useApi, useToast } from '@pug/platform';

const HOUR = 3_600_000;
/** How long a ban or restriction lasts; 'custom' takes a date, 'permanent' never ends. */
const DURATIONS = [
  { value: '1h', label: '1 hour', ms: HOUR },
  { value: '1d', label: '1 day', ms: 24 * HOUR },
  { value: '3d', label: '3 days', ms: 72 * HOUR },
  { value: '7d', label: '1 week', ms: 7 * 24 * HOUR },
  { value: '30d', label: '30 days', ms: 30 * 24 * HOUR },
  { value: 'permanent', label: 'Permanent', ms: null },
  { value: 'custom', label: 'Until a date…', ms: null },
] as const;
type Duration = (typeof DURATIONS)[number]['value'];

export interface DisciplineDialogProps {
  open: boolean;
  player: { steamid: string; alias: string } | null;
  /** A reason to start from (e.g. from a report). */
  initialReason?: string;
  onOpenChange(open: boolean): void;
  /** After the api stored the entry. */
  onDone(entry: AdminDiscipline): void;
}

/** Ban a player and/or restrict them from captaining, with a reason and an expiry (POST /api/banPlayer/). */
export function DisciplineDialog({ open, player, initialReason = '', onOpenChange, onDone }: DisciplineDialogProps) {
  const api = useApi();
  const toast = useToast();
  const [isBan, setIsBan] = useState(true);
  const [isCaptainRestrict, setCaptainRestrict] = useState(false);
  const [reason, setReason] = useState(initialReason);
  const [duration, setDuration] = useState<Duration>('1d');
  const [until, setUntil] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!open) return;
    setIsBan(true);
    setCaptainRestrict(false);
    setReason(initialReason);
    setDuration('1d');
    setUntil('');
    setError(null);
  }, [open, initialReason]);

  const submit = async () => {
    if (!player) return;
    const date = Date.now();
    const chosen = DURATIONS.find((d) => d.value === duration)!;
    const expires = duration === 'custom' ? (until ? Date.parse(until) : Number.NaN) : chosen.ms === null ? null : date + chosen.ms;
    if (Number.isNaN(expires)) return setError('Pick the date the entry ends');
    const parsed = banPlayerBodySchema.safeParse({ userId: player.steamid, isBan, isCaptainRestrict, reason, date, expires });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path[0] === 'reason' ? 'The reason' : issue.path[0] === 'expires' ? 'The end' : 'Choose a ban or a captain restriction:';
      return setError(`${field} ${issue.message}`);
    }
    setError(null);
    setSending(true);
    try {
      const entry = await api.post<AdminDiscipline>(pathOf(routes.banPlayer), {
        userId: player.steamid,
        isBan,
        isCaptainRestrict,
        reason: reason.trim(),
        date,
        expires,
      });
      // A ban or restriction is a warning to read, not a success to celebrate.
      toast.show({ variant: 'warning', title: isBan ? `${player.alias} is banned` : `${player.alias} may not captain` });
      onOpenChange(false);
      onDone(entry);
    } catch {
      // the api client showed the error toast
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={player ? `Discipline ${player.alias}` : 'Discipline'}
      description="A ban keeps the player out of every queue; a captain restriction only stops them captaining."
      width={520}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void submit()} loading={sending}>
            {isBan ? 'Ban player' : 'Restrict captaining'}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Box role="group" aria-label="Kind" display="flex" flexWrap="wrap" gap="md" alignItems="center">
          <Text as="span" size="sm" weight="bold">
            Kind
          </Text>
          <label>
            <input type="checkbox" checked={isBan} onChange={(e) => setIsBan(e.target.checked)} /> Ban
          </label>
          <label>
            <input type="checkbox" checked={isCaptainRestrict} onChange={(e) => setCaptainRestrict(e.target.checked)} /> Captain restriction
          </label>
        </Box>
        <Field label="Reason" required hint="The player sees it on the ban screen">
          {(p) => <textarea {...p} rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </Field>
        <Field label="Duration">
          {(p) => (
            <select {...p} value={duration} onChange={(e) => setDuration(e.target.value as Duration)}>
              {DURATIONS.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {duration === 'custom' ? (
          <Field label="Ends at" required>
            {(p) => <input {...p} type="datetime-local" value={until} onChange={(e) => setUntil(e.target.value)} />}
          </Field>
        ) : null}
        {error ? (
          <Text tone="error" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Dialog>
  );
}
