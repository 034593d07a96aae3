import { createContext, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useToastParts } from '../../loadOverlays.ts';
import type { RadixToastsProps, ToastInput, ToastItem, ToastVariant } from './toastTypes.ts';
// The styles are in the eagerly loaded CSS (the Radix part that uses them loads with the first toast).
import './Toast.css.ts';

export type { ToastInput, ToastVariant };

export type ToastApi = {
  /** Shows a toast and returns its id. */
  show(t: ToastInput): string;
  /** Hides the toast with that id (no-op when it is already gone). */
  dismiss(id: string): void;
};

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

function LoadedToasts(props: RadixToastsProps) {
  const { RadixToasts } = useToastParts();
  return <RadixToasts {...props} />;
}

/**
 * Holds the toast queue and renders the toasts and their viewport (an aria-live region). Radix's
 * toast parts load with the first toast: no page needs them to show.
 */
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

  // Once a toast has been shown the viewport stays (Radix plays the closing, keeps the F8 hotkey).
  const [used, setUsed] = useState(false);
  if (toasts.length > 0 && !used) setUsed(true);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {used || toasts.length > 0 ? (
        <Suspense fallback={null}>
          <LoadedToasts toasts={toasts.slice(-max)} dismiss={dismiss} duration={duration} label={label} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
