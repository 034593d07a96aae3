import * as RadixDialog from '@radix-ui/react-dialog';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as s from './Dialog.css.ts';

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

/** A modal dialog (Radix): focus is trapped inside, Escape closes, labelled by its title. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  width = 600,
  hideCloseButton = false,
  closeOnOverlayClick = true,
}: DialogProps) {
  if (!Number.isFinite(width) || width <= 0) throw new Error(`Dialog width must be a positive number (got ${width})`);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={s.overlay} />
        <RadixDialog.Content
          className={s.content}
          style={assignInlineVars({ [s.widthVar]: `${width}px` })}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onPointerDownOutside={closeOnOverlayClick ? undefined : (e) => e.preventDefault()}
        >
          <div className={s.header}>
            <div>
              <RadixDialog.Title className={s.title}>{title}</RadixDialog.Title>
              {description ? <RadixDialog.Description className={s.description}>{description}</RadixDialog.Description> : null}
            </div>
            {hideCloseButton ? null : (
              <RadixDialog.Close asChild>
                <IconButton label="Close" size="sm">
                  ×
                </IconButton>
              </RadixDialog.Close>
            )}
          </div>
          <div className={s.body}>{children}</div>
          {footer ? <div className={s.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a footer button in this to make it close the dialog. */
export const DialogClose = RadixDialog.Close;
