// A toast as it is asked for (ToastProvider.tsx) and as it is shown (overlays/RadixToasts.tsx).
export type ToastVariant = 'default' | 'success' | 'warning' | 'error' | 'info';

export type ToastInput = { title: string; description?: string; variant?: ToastVariant };

export type ToastItem = Required<Pick<ToastInput, 'title' | 'variant'>> & { id: string; description?: string };

export type RadixToastsProps = {
  toasts: readonly ToastItem[];
  dismiss(id: string): void;
  duration: number;
  label: string;
};
