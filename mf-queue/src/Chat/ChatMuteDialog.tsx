import { useState } from 'react';
import { Button, Dialog, Field, Stack, useToast } from '@pug/design-system';
import { CHAT_MUTE_CHOICES, routes, type RouteBody, type SteamId } from '@pug/domain';
import { useApi } from '@pug/platform';
import { chatClock } from './chatClock.ts';

const choiceLabel = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`);

export interface ChatMuteDialogProps {
  /** The player to mute; null: closed. */
  target: { steamid: SteamId; alias: string } | null;
  onClose(): void;
}

/** An admin mutes a player in the chat for a while, with an optional reason (recorded in the audit log). */
export function ChatMuteDialog({ target, onClose }: ChatMuteDialogProps) {
  const api = useApi();
  const toast = useToast();
  const [minutes, setMinutes] = useState<number>(CHAT_MUTE_CHOICES[1]);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);

  const mute = async () => {
    if (!target) return;
    setSending(true);
    try {
      const body: RouteBody<'muteChat'> = { steamid: target.steamid, minutes, ...(reason.trim() ? { reason: reason.trim() } : {}) };
      const res = await api.post<{ mutedUntil: number | null }>(routes.muteChat.path, body);
      toast.show({ variant: 'success', title: `${target.alias} muted until ${res.mutedUntil ? chatClock(res.mutedUntil) : 'now'}` });
      setReason('');
      onClose();
    } catch {
      // the api client showed the refusal as a toast
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={target ? `Mute ${target.alias} in the chat` : 'Mute'}
      width={440}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void mute()} disabled={sending} loading={sending}>
            Mute
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Field label="For">
          {(p) => (
            <select {...p} value={minutes} onChange={(e) => setMinutes(Number(e.target.value))}>
              {CHAT_MUTE_CHOICES.map((m) => (
                <option key={m} value={m}>
                  {choiceLabel(m)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Reason (optional)" hint="Kept in the audit log">
          {(p) => <input {...p} type="text" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />}
        </Field>
      </Stack>
    </Dialog>
  );
}
