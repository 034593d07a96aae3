import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogClose } from '../Dialog/Dialog.tsx';
import * as s from './ConfirmDialog.css.ts';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, naming the action: "Leave the queue?". */
  title: ReactNode;
  /** What happens if confirmed. */
  description?: ReactNode;
  children?: ReactNode;
  /** The confirming button's words, naming the action ("Leave queue"), never just "OK". */
  confirmLabel: string;
  /** Default "Cancel". */
  cancelLabel?: string;
  /** `danger` for destructive actions (a red confirm button). */
  tone?: 'default' | 'danger';
  /** Called on confirm; the dialog closes after it (a returned promise keeps the button busy until it settles). */
  onConfirm: () => void | Promise<void>;
  busy?: boolean;
};

/**
 * The design system's replacement for `window.confirm()`: a modal (Radix Dialog: focus trapped,
 * Escape cancels, labelled by its question) with Cancel first and focused, and a confirm button
 * that says what it does.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'default',
  onConfirm,
  busy = false,
}: ConfirmDialogProps) {
  const confirm = async () => {
    await onConfirm();
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      width={420}
      footer={
        <div className={s.actions}>
          <DialogClose asChild>
            <Button variant="ghost" autoFocus>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      {children}
    </Dialog>
  );
}
