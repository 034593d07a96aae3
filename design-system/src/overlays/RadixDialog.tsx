import * as Radix from '@radix-ui/react-dialog';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { IconButton } from '../components/IconButton/IconButton.tsx';
import * as s from '../components/Dialog/Dialog.css.ts';
import type { DialogProps } from '../components/Dialog/dialogProps.ts';

/** The Radix dialog behind Dialog (loaded on first open). */
export function RadixDialog({
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
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className={s.overlay} />
        <Radix.Content
          className={s.content}
          style={assignInlineVars({ [s.widthVar]: `${width}px` })}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onPointerDownOutside={closeOnOverlayClick ? undefined : (e) => e.preventDefault()}
        >
          <div className={s.header}>
            <div>
              <Radix.Title className={s.title}>{title}</Radix.Title>
              {description ? <Radix.Description className={s.description}>{description}</Radix.Description> : null}
            </div>
            {hideCloseButton ? null : (
              <Radix.Close asChild>
                <IconButton label="Close" size="sm">
                  ×
                </IconButton>
              </Radix.Close>
            )}
          </div>
          <div className={s.body}>{children}</div>
          {footer ? <div className={s.footer}>{footer}</div> : null}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

export const RadixDialogClose = Radix.Close;
