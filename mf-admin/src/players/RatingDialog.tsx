import { useEffect, useState } from 'react';
import { Button, Dialog, Field, Stack, Text } from '@pug/design-system';
import {
  adjustRatingBodySchema,
  ELO_ADJUST_MAX,
  ELO_ADJUST_MIN,
  ELO_FORMATS,
  ELO_ROLES_BY_FORMAT,
  formatDisplayName,
  pathOf,
  roleDisplayName,
  routes,
  type EloFormat,
  type Role,
} from '@pug/domain';
import { useApi, useToast } from '@pug/platform';

export interface RatingDialogProps {
  open: boolean;
  player: { steamid: string; alias: string };
  /** The class to start from, and its elo now (null: not rated yet). */
  initial: { format: EloFormat; role: Role; elo: number | null };
  onOpenChange(open: boolean): void;
  /** After the api stored the adjustment. */
  onDone(): void;
}

const FIELD_NAMES: Record<string, string> = { elo: 'The elo', reason: 'The reason', role: 'The class', format: 'The format' };

/** Set a player's elo in one format and class with a reason (POST /api/admin/players/{id}/rating), checked with the api's own rule. */
export function RatingDialog({ open, player, initial, onOpenChange, onDone }: RatingDialogProps) {
  const api = useApi();
  const toast = useToast();
  const [format, setFormat] = useState<EloFormat>(initial.format);
  const [role, setRole] = useState<Role>(initial.role);
  const [elo, setElo] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!open) return;
    setFormat(initial.format);
    setRole(initial.role);
    setElo(initial.elo === null ? '' : String(Math.round(initial.elo)));
    setReason('');
    setError(null);
  }, [open, initial.format, initial.role, initial.elo]);

  const roles = ELO_ROLES_BY_FORMAT[format];
  const chooseFormat = (next: EloFormat) => {
    setFormat(next);
    if (!ELO_ROLES_BY_FORMAT[next].includes(role)) setRole(ELO_ROLES_BY_FORMAT[next][0]!);
  };

  const submit = async () => {
    const parsed = adjustRatingBodySchema.safeParse({ format, role, elo: elo.trim() === '' ? Number.NaN : Number(elo), reason });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const name = FIELD_NAMES[String(issue.path[0])] ?? 'The form';
      return setError(issue.path[0] === 'elo' ? `${name} must be a number from ${ELO_ADJUST_MIN} to ${ELO_ADJUST_MAX}` : `${name} ${issue.message}`);
    }
    setError(null);
    setSending(true);
    try {
      await api.post(pathOf(routes.adjustRating, { id: player.steamid }), parsed.data);
      toast.show({
        variant: 'success',
        title: `${player.alias}'s ${formatDisplayName(format)} ${roleDisplayName(role)} elo is ${Math.round(parsed.data.elo)}`,
      });
      onOpenChange(false);
      onDone();
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
      title={`Adjust ${player.alias}'s rating`}
      description="Sets the elo of one class. The reason goes in the rating history and the audit log, and the player is told."
      width={480}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="primary" onClick={() => void submit()} loading={sending}>
            Set rating
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Field label="Format">
          {(p) => (
            <select {...p} value={format} onChange={(e) => chooseFormat(e.target.value as EloFormat)}>
              {ELO_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {formatDisplayName(f)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Class">
          {(p) => (
            <select {...p} value={role} onChange={(e) => setRole(e.target.value as Role)}>
              {roles.map((r) => (
                <option key={r} value={r}>
                  {roleDisplayName(r)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="New elo" required hint={`${ELO_ADJUST_MIN} to ${ELO_ADJUST_MAX}`}>
          {(p) => (
            <input {...p} type="number" inputMode="numeric" min={ELO_ADJUST_MIN} max={ELO_ADJUST_MAX} value={elo} onChange={(e) => setElo(e.target.value)} />
          )}
        </Field>
        <Field label="Reason" required hint="Kept in the rating history and the audit log; the player is told">
          {(p) => <textarea {...p} rows={2} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </Field>
        {error ? (
          <Text tone="error" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Dialog>
  );
}
