import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

export type ConfirmRequest = Pick<ConfirmDialogProps, 'title' | 'description' | 'confirmLabel' | 'cancelLabel' | 'tone'>;

/**
 * `await confirm({ title, confirmLabel })` in place of `window.confirm()`: resolves true when the
 * person confirms, false when they cancel or close. Render `dialog` once in the component.
 */
export function useConfirm(): { confirm(request: ConfirmRequest): Promise<boolean>; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const settle = useRef<((answer: boolean) => void) | null>(null);
  const answer = (value: boolean) => {
    settle.current?.(value);
    settle.current = null;
    setRequest(null);
  };
  const confirm = useCallback((next: ConfirmRequest) => {
    settle.current?.(false);
    setRequest(next);
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
    });
  }, []);
  const dialog = request ? (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) answer(false);
      }}
      title={request.title}
      description={request.description}
      confirmLabel={request.confirmLabel}
      cancelLabel={request.cancelLabel}
      tone={request.tone}
      onConfirm={() => answer(true)}
    />
  ) : null;
  return { confirm, dialog };
}
