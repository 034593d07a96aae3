import { useEffect, useState } from 'react';
import { Button, Dialog, Field, Inline, Stack, Text } from '@pug/design-system';
import { CFG_NAME_MAX, type Format, formatDisplayName, type MapConfig, mapConfigSchema, type MapEntry } from '@pug/domain';

export interface MapConfigDialogProps {
  /** The map and the format whose setting is edited; null: closed. */
  editing: { map: MapEntry; format: Format } | null;
  onClose(): void;
  /** Sends the setting; rejects when the api refuses (the api client toasts it), and the dialog stays open. */
  onSubmit(map: MapEntry, format: Format, config: MapConfig): Promise<void>;
}

/**
 * Edits the config a server execs for a map in one format, and its whitelist.tf id. Checked with
 * the api's own schema before sending: the name becomes `exec <config>` over RCON.
 */
export function MapConfigDialog({ editing, onClose, onSubmit }: MapConfigDialogProps) {
  const [config, setConfig] = useState('');
  const [whitelist, setWhitelist] = useState('');
  const [errors, setErrors] = useState<{ config?: string; whitelistId?: string }>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!editing) return;
    const current = editing.map.configs[editing.format];
    setConfig(current?.config ?? '');
    setWhitelist(current?.whitelistId ? String(current.whitelistId) : '');
    setErrors({});
  }, [editing]);

  const submit = async () => {
    if (!editing) return;
    const trimmed = whitelist.trim();
    const parsed = mapConfigSchema.safeParse({ config, whitelistId: trimmed === '' ? null : /^\d+$/.test(trimmed) ? Number(trimmed) : NaN });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'whitelistId' ? 'whitelistId' : 'config';
        found[key] ??= key === 'whitelistId' ? 'A whitelist.tf id is a positive whole number (or leave it empty)' : `Must be ${issue.message}`;
      }
      return setErrors(found);
    }
    setErrors({});
    setSending(true);
    try {
      await onSubmit(editing.map, editing.format, parsed.data);
      onClose();
    } catch {
      // toasted by the api client; the dialog stays open with what was typed
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? `Config of ${editing.map.name} (${formatDisplayName(editing.format)})` : ''}
      description="What the game server runs when a pug of this format plays this map."
      width={480}
    >
      <form
        aria-label="Map config"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Field label="Config to exec" required error={errors.config} hint="A cfg name on the server, e.g. etf2l_6v6_5cp or rgl_HL_koth">
            {(p) => (
              <input {...p} value={config} maxLength={CFG_NAME_MAX + 8} onChange={(e) => setConfig(e.target.value)} autoComplete="off" spellCheck={false} />
            )}
          </Field>
          <Field label="Whitelist id" error={errors.whitelistId} hint="whitelist.tf id, applied with tftrue_whitelist_id; empty: none">
            {(p) => <input {...p} value={whitelist} inputMode="numeric" onChange={(e) => setWhitelist(e.target.value)} autoComplete="off" />}
          </Field>
          <Text size="sm" tone="muted">
            Applies from the next pug on this map.
          </Text>
          <Inline gap="sm" justify="end">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={sending}>
              Save
            </Button>
          </Inline>
        </Stack>
      </form>
    </Dialog>
  );
}
