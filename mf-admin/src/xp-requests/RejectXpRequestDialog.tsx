import { useState } from 'react';
import { Button, Dialog, Field } from '@pug/design-system';
import { XP_REJECT_REASON_MAX, type XpRequest } from '@pug/domain';

/**
 * Asks why an experience request is rejected (1-500 characters; the player is told it) before
 * POST /api/customSeason/{id}/reject. `onReject` resolves when the call is done (or failed).
 */
export function RejectXpRequestDialog({ request, onClose, onReject }: { request: XpRequest; onClose(): void; onReject(reason: string): Promise<void> }) {
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const trimmed = reason.trim();
  const valid = trimmed.length > 0 && trimmed.length <= XP_REJECT_REASON_MAX;
  const submit = async () => {
    if (!valid) return;
    setSending(true);
    try {
      await onReject(trimmed);
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Reject ${request.alias}'s ${request.formatName} season ${request.seasonId}?`}
      description="The request is removed and the player is told your reason. They may send a corrected request."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep it
          </Button>
          <Button variant="danger" onClick={() => void submit()} disabled={!valid || sending} loading={sending}>
            Reject request
          </Button>
        </>
      }
    >
      <Field label="Reason (the player sees it)" hint={`Up to ${XP_REJECT_REASON_MAX} characters.`}>
        {(p) => <textarea {...p} rows={3} maxLength={XP_REJECT_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />}
      </Field>
    </Dialog>
  );
}
