import type { ComponentPropsWithRef } from 'react';
import { cx } from '../Box/Box.tsx';
import { button } from './Button.css.ts';
import type { ButtonSize, ButtonVariant } from './Button.tsx';

export type ButtonLinkProps = ComponentPropsWithRef<'a'> & {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
};

/**
 * A link that looks like a button: where the action is a navigation (a `steam://connect/…` link
 * that opens the game, another page). Keyboard and screen readers treat it as the link it is.
 */
export function ButtonLink({ variant = 'primary', size = 'md', fullWidth = false, className, children, ...rest }: ButtonLinkProps) {
  return (
    <a {...rest} className={cx(buttonClassName({ variant, size, fullWidth }), className)}>
      {children}
    </a>
  );
}

/** The button look for an element of a router's own (react-router's `<Link className=…>`). */
export function buttonClassName(opts: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean } = {}): string {
  return button({ variant: opts.variant ?? 'primary', size: opts.size ?? 'md', fullWidth: opts.fullWidth ?? false, wrap: false });
}
