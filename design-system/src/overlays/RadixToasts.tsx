import * as RadixToast from '@radix-ui/react-toast';
import { IconButton } from '../components/IconButton/IconButton.tsx';
import * as s from '../components/Toast/Toast.css.ts';
import type { RadixToastsProps } from '../components/Toast/toastTypes.ts';

/** The toasts and their viewport (an aria-live region), in Radix; ToastProvider renders it once there is a toast. */
export function RadixToasts({ toasts, dismiss, duration, label }: RadixToastsProps) {
  return (
    <RadixToast.Provider duration={duration} label={label} swipeDirection="right">
      {toasts.map((t) => (
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
  );
}
