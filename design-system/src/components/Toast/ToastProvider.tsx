import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as s from './Toast.css.ts';

export type ToastVariant = 'default' | 'success' | 'warning' | 'error' | 'info';

export type ToastInput = { title: string; description?: string; variant?: ToastVariant };

export type ToastApi = {
  /** Shows a toast and returns its id. */
  show(t: ToastInput): string;
  /** Hides the toast with that id (no-op when it is already gone). */
  dismiss(id: string): void;
};

type ToastItem = Required<Pick<ToastInput, 'title' | 'variant'>> & { id: string; description?: string };

export const ToastContext = createContext<ToastApi | null>(null);

const VARIANTS: readonly ToastVariant[] = ['default', 'success', 'warning', 'error', 'info'];

export type ToastProviderProps = {
  /** How many toasts are visible at once; the oldest leaves when one more arrives (default 3). */
  max?: number;
  /** Milliseconds before a toast hides itself (default 5000). */
  duration?: number;
  /** Accessible name of the toast region (default 'Notifications'). */
  label?: string;
  children?: ReactNode;
};

/** Holds the toast queue and renders the toast viewport (an aria-live region). */
export function ToastProvider({ max = 3, duration = 5000, label = 'Notifications', children }: ToastProviderProps) {
  if (!Number.isInteger(max) || max < 1) throw new Error(`ToastProvider max must be a positive integer (got ${max})`);
  if (!Number.isFinite(duration) || duration <= 0) {
    throw new Error(`ToastProvider duration must be a positive number of ms (got ${duration})`);
  }
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const show = useCallback(
    ({ title, description, variant = 'default' }: ToastInput) => {
      if (typeof title !== 'string' || title.trim() === '') throw new Error('toast title must be a non-empty string');
      if (!VARIANTS.includes(variant)) {
        throw new Error(`Unknown toast variant "${String(variant)}": expected one of ${VARIANTS.join(', ')}`);
      }
      counter.current += 1;
      const id = `toast-${counter.current}`;
      setToasts((list) => [...list, { id, title, description, variant }].slice(-max));
      return id;
    },
    [max],
  );

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} label={label} swipeDirection="right">
        {children}
        {toasts.slice(-max).map((t) => (
          <RadixToast.Root
            key={t.id}
            open
            onOpenChange={(open) => {
              if (!open) dismiss(t.id);
            }}
            type={t.variant === 'error' ? 'foreground' : 'background'}
            data-variant={t.variant}
            className={`${s.toast} ${s.toastVariant[t.variant]}`}
          >
            <RadixToast.Title className={s.title}>{t.title}</RadixToast.Title>
            {t.description ? <RadixToast.Description className={s.description}>{t.description}</RadixToast.Description> : null}
            <RadixToast.Close asChild className={s.close}>
              <IconButton label="Dismiss" size="sm">
                ×
              </IconButton>
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className={s.viewport} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
