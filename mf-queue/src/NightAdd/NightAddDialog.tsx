import { useEffect, useState } from 'react';
import { Button, Dialog, Inline, SelectField, Stack, Text } from '@pug/design-system';
import {
  nightAddBodySchema,
  nightAddDurationText,
  nightAddRefusal,
  pathOf,
  queueableRoles,
  roleDisplayName,
  routes,
  type NightAddAnswer,
  type QueueConfig,
  type Role,
  type RouteBody,
} from '@pug/domain';
import { useApi } from '@pug/platform';
import { formatLabel } from '../formatLabel.ts';

export interface NightAddDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  queues: readonly QueueConfig[];
  /** The durations offered (minutes) and the one picked first. */
  durations: readonly number[];
  defaultMinutes: number;
  /** The api's answer once the add is stored. */
  onAdded(answer: NightAddAnswer): void;
}

/**
 * "Add for the night" (docs/product.md "Rules"): the queues to add to, the classes
 * in each, and for how long; POST /api/nightAdd. The domain rule that the api applies
 * (`nightAddRefusal`) keeps the button off until the choice is one the api takes; a refusal is the
 * api client's error toast and the dialog stays open.
 */
export function NightAddDialog({ open, onOpenChange, queues, durations, defaultMinutes, onAdded }: NightAddDialogProps) {
  const api = useApi();
  const [chosen, setChosen] = useState<Record<string, Role[]>>({});
  const [minutes, setMinutes] = useState(defaultMinutes);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!open) return;
    setChosen({});
    setMinutes(defaultMinutes);
  }, [open, defaultMinutes]);

  const body: RouteBody<'addForNight'> = {
    queues: queues.filter((q) => chosen[q.name]).map((q) => ({ queueName: q.name, roles: chosen[q.name]! })),
    minutes,
  };
  const refusal = nightAddRefusal(body, { enabled: true, maxMinutes: Math.max(...durations) }, queues);
  const ready = !refusal && nightAddBodySchema.safeParse(body).success;

  const toggleQueue = (name: string, on: boolean) => setChosen(({ [name]: _, ...rest }) => (on ? { ...rest, [name]: [] } : rest));
  const toggleRole = (name: string, role: Role, on: boolean) =>
    setChosen((c) => ({ ...c, [name]: on ? [...(c[name] ?? []), role] : (c[name] ?? []).filter((r) => r !== role) }));

  const submit = async () => {
    if (!ready) return;
    setSending(true);
    try {
      onAdded(await api.post<NightAddAnswer>(pathOf(routes.addForNight), body));
      onOpenChange(false);
    } catch {
      // The api client showed the refusal as an error toast; the choice stays to fix.
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add for the night"
      description="Join several queues at once. The first one that fills with you seated takes you; you leave the others."
      width={560}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={!ready || sending} loading={sending}>
            {`Add for ${nightAddDurationText(minutes)}`}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        {queues.map((queue) => {
          const picked = chosen[queue.name];
          const label = formatLabel(queue);
          return (
            <fieldset key={queue.name} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <legend style={{ padding: 0 }}>
                <label>
                  <input type="checkbox" checked={picked !== undefined} onChange={(e) => toggleQueue(queue.name, e.target.checked)} /> {label}
                </label>
              </legend>
              {picked !== undefined ? (
                <Inline gap="sm" role="group" aria-label={`Classes in ${label}`} paddingLeft="lg" paddingTop="xs">
                  {queueableRoles(queue).map((role) => (
                    <label key={role} style={{ whiteSpace: 'nowrap' }}>
                      <input type="checkbox" checked={picked.includes(role)} onChange={(e) => toggleRole(queue.name, role, e.target.checked)} />{' '}
                      {roleDisplayName(role)}
                    </label>
                  ))}
                </Inline>
              ) : null}
              {picked !== undefined && picked.length === 0 ? (
                <Text size="xs" tone="muted" style={{ paddingLeft: 24 }}>
                  Pick at least one class.
                </Text>
              ) : null}
            </fieldset>
          );
        })}
        <SelectField
          label="For how long"
          value={String(minutes)}
          onChange={(e) => setMinutes(Number(e.target.value))}
          options={durations.map((m) => ({ value: String(m), label: nightAddDurationText(m) }))}
        />
      </Stack>
    </Dialog>
  );
}
