import type { ReactNode } from 'react';

/** A Dialog's props: its own (Dialog.tsx) and its Radix part's (overlays/RadixDialog.tsx). */
export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned under the body. */
  footer?: ReactNode;
  /** Maximum width in px (default 600); never wider than the viewport. */
  width?: number;
  /** Hide the × close button (Escape and the overlay still close). */
  hideCloseButton?: boolean;
  /** When false, clicks on the overlay do not close the dialog (default true). */
  closeOnOverlayClick?: boolean;
};
