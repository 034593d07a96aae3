import { useEffect, useMemo, useState } from 'react';
import { Button, Dialog, Field, Stack, Text, useToast } from '@pug/design-system';
import {
  pathOf,
  type Pug,
  REPORT_CATEGORIES,
  reportablePugs,
  type ReportCategory,
  reportPlayerBodySchema,
  routes,
  type SteamId,
  tookPartIn,
} from '@pug/domain';
import { useApi } from '@pug/platform';

/** Rows of the description box (docs/product.md "Constants"). */
const DESCRIPTION_ROWS = 4;
const PUG_KEYS = ['startAt', 'teams', 'subbedPlayers', 'shorthand', 'map', 'queueName'];

export interface ReportDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  reporter: SteamId;
  target: { steamid: SteamId; alias: string } | null;
  /** The pug the report is about when opened from a pug's page. */
  pugId?: string | undefined;
}

const pugLabel = (pug: Pick<Pug, 'shorthand' | 'map' | 'startAt'>) =>
  `${pug.shorthand} ${pug.map} · ${new Date(pug.startAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`;

/**
 * "Report {alias}" (docs/product.md "Screens and routes"): category, the pug (only pugs of the last 30 days the reporter played
 * or was subbed in, with the reported player in them), a description (4 rows, required) and an
 * optional logs.tf link; POST /api/reportPlayer/. A failure closes the dialog (docs/product.md "Errors") and is logged.
 */
export function ReportDialog({ open, onOpenChange, reporter, target, pugId }: ReportDialogProps) {
  const api = useApi();
  const toast = useToast();
  const [pugs, setPugs] = useState<Pug[] | null>(null);
  const [category, setCategory] = useState<ReportCategory>(REPORT_CATEGORIES[0]);
  const [chosenPug, setChosenPug] = useState('');
  const [description, setDescription] = useState('');
  const [logUrl, setLogUrl] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!open) return;
    setCategory(REPORT_CATEGORIES[0]);
    setDescription('');
    setLogUrl('');
    setChosenPug(pugId ?? '');
    setPugs(null);
    let live = true;
    api.post<Pug[]>(pathOf(routes.pugHistoryDict), { users: [reporter], keys: PUG_KEYS }, { silent: true }).then(
      (found) => live && setPugs(found),
      (err: unknown) => {
        console.warn('could not load the pugs to report', err);
        if (live) setPugs([]);
      },
    );
    return () => {
      live = false;
    };
  }, [open, api, reporter, pugId]);

  const choices = useMemo(
    () => (pugs && target ? reportablePugs(pugs, reporter, Date.now()).filter((p) => tookPartIn(p, target.steamid)) : []),
    [pugs, reporter, target],
  );
  useEffect(() => {
    if (pugs && !choices.some((p) => p._id === chosenPug)) setChosenPug(choices[0]?._id ?? '');
  }, [pugs, choices, chosenPug]);

  if (!target) return null;
  const body = { category, pugId: chosenPug, description, logUrl: logUrl.trim(), player: target.steamid };
  const parsed = reportPlayerBodySchema.safeParse(body);
  const logError =
    logUrl.trim() && parsed.error?.issues.some((i) => i.path[0] === 'logUrl') ? 'Must be a logs.tf link such as https://logs.tf/3512345' : undefined;

  const submit = async () => {
    if (!parsed.success) return;
    setSending(true);
    try {
      await api.post(pathOf(routes.reportPlayer), parsed.data, { silent: true });
      toast.show({ variant: 'success', title: `${target.alias} reported`, description: 'An admin will look at it.' });
    } catch (err) {
      console.warn('report failed', err);
    } finally {
      setSending(false);
      onOpenChange(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Report ${target.alias}`}
      width={520}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void submit()} disabled={!parsed.success || sending} loading={sending}>
            Send report
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Field label="Category">
          {(p) => (
            <select {...p} value={category} onChange={(e) => setCategory(e.target.value as ReportCategory)}>
              {REPORT_CATEGORIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Pug"
          required
          hint={pugs && choices.length === 0 ? `You did not play with ${target.alias} in the last 30 days.` : 'Pugs of the last 30 days you played in'}
        >
          {(p) => (
            <select {...p} value={chosenPug} disabled={!pugs || choices.length === 0} onChange={(e) => setChosenPug(e.target.value)}>
              {!pugs ? <option value="">Loading your pugs…</option> : null}
              {choices.map((pug) => (
                <option key={pug._id} value={pug._id}>
                  {pugLabel(pug)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="What happened" required>
          {(p) => <textarea {...p} rows={DESCRIPTION_ROWS} maxLength={2000} value={description} onChange={(e) => setDescription(e.target.value)} />}
        </Field>
        <Field label="Log (optional)" hint="A logs.tf link to the match" error={logError}>
          {(p) => <input {...p} type="url" inputMode="url" placeholder="https://logs.tf/…" value={logUrl} onChange={(e) => setLogUrl(e.target.value)} />}
        </Field>
        <Text size="xs" tone="muted">
          Reports go to the admins only. False reports can lead to a ban.
        </Text>
      </Stack>
    </Dialog>
  );
}
