import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { Box, Button, Dialog, Stack, Text, sprinkles } from '@pug/design-system';
import { checkServerForm, emptyServerForm, formOf, serverBody, type ServerFormErrors, type ServerFormValues } from './server-form.ts';
import type { AdminServer } from './types.ts';

export interface ServerFormDialogProps {
  open: boolean;
  /** The server being edited, or null to add one. */
  server: AdminServer | null;
  onOpenChange(open: boolean): void;
  /** Sends the body; rejects with a message to show when the api refuses. */
  onSubmit(body: Record<string, unknown>): Promise<void>;
}

function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const noteId = useId();
  return (
    <Stack gap="xxs">
      <Box as="label" display="flex" flexDirection="column" gap="xxs">
        <Text as="span" size="sm" weight="medium">
          {label}
        </Text>
        {children(error || hint ? noteId : undefined)}
      </Box>
      {error ? (
        <Text id={noteId} size="xs" tone="error">
          {error}
        </Text>
      ) : hint ? (
        <Text id={noteId} size="xs" tone="muted">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

const inputClass = sprinkles({ paddingX: 'sm', paddingY: 'xs', borderRadius: 'sm', background: 'surfaceRaised', color: 'text' });

/** Add or edit a server. The RCON password is write-only: it is never shown, and left empty it stays as it is. */
export function ServerFormDialog({ open, server, onOpenChange, onSubmit }: ServerFormDialogProps) {
  const editing = server !== null;
  const [values, setValues] = useState<ServerFormValues>(emptyServerForm);
  const [errors, setErrors] = useState<ServerFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!open) return;
    setValues(server ? formOf(server) : emptyServerForm);
    setErrors({});
    setFailure(null);
  }, [open, server]);

  const set = (key: keyof ServerFormValues) => (e: ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [key]: key === 'enabled' ? e.target.checked : e.target.value }));

  const submit = async () => {
    const found = checkServerForm(values, editing);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setFailure(null);
    try {
      await onSubmit(serverBody(values, editing));
      onOpenChange(false);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };

  const text = (key: 'name' | 'ipport' | 'region' | 'priority' | 'rconPassword', label: string, hint?: string) => (
    <Field label={label} error={errors[key]} {...(hint ? { hint } : {})}>
      {(describedBy) => (
        <input
          className={inputClass}
          type={key === 'rconPassword' ? 'password' : 'text'}
          autoComplete={key === 'rconPassword' ? 'new-password' : 'off'}
          value={values[key]}
          onChange={set(key)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? `Edit ${server.name}` : 'Add a server'}
      width={480}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={sending}>
            {editing ? 'Save' : 'Add server'}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        {text('name', 'Name')}
        {text('ipport', 'Address', 'ip:port of the game server')}
        {text('rconPassword', 'RCON password', editing ? 'Leave empty to keep the current password' : undefined)}
        {text('region', 'Region', 'Pugs of queues in this region use it')}
        {text('priority', 'Priority', 'Higher is picked first')}
        <Box as="label" display="flex" gap="xs" alignItems="center">
          <input type="checkbox" checked={values.enabled} onChange={set('enabled')} />
          <Text as="span" size="sm">
            Enabled
          </Text>
        </Box>
        {failure ? (
          <Text tone="error" role="alert">
            {failure}
          </Text>
        ) : null}
      </Stack>
    </Dialog>
  );
}
