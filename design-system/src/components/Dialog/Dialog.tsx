import { Suspense, useState, type ComponentProps } from 'react';
import type { Close } from '@radix-ui/react-dialog';
import { useOverlayParts } from '../../loadOverlays.ts';
import type { DialogProps } from './dialogProps.ts';
// The styles are in the eagerly loaded CSS (the Radix part that uses them loads on first open).
import './Dialog.css.ts';

export type { DialogProps };

function LoadedDialog(props: DialogProps) {
  const { RadixDialog } = useOverlayParts();
  return <RadixDialog {...props} />;
}

/**
 * A modal dialog (Radix): focus is trapped inside, Escape closes, labelled by its title. Radix
 * loads the first time a dialog opens (`preloadOverlays` loads it ahead); until a dialog has been
 * open it renders nothing, as a closed dialog does.
 */
export function Dialog(props: DialogProps) {
  const { open, width = 600 } = props;
  if (!Number.isFinite(width) || width <= 0) throw new Error(`Dialog width must be a positive number (got ${width})`);
  // Once opened it stays mounted, so Radix runs the closing (focus return, exit animation).
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened && !open) return null;
  return (
    <Suspense fallback={null}>
      <LoadedDialog {...props} />
    </Suspense>
  );
}

/** Wrap a footer button in this to make it close the dialog (it renders only inside an open Dialog). */
export function DialogClose(props: ComponentProps<typeof Close>) {
  const { RadixDialogClose } = useOverlayParts();
  return <RadixDialogClose {...props} />;
}
