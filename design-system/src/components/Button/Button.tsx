import type { ComponentPropsWithRef } from 'react';
import { cx } from '../Box/Box.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { button } from './Button.css.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks while true. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Lets a long label wrap inside a narrow container (a class card's "Add Pocket Soldier for the next pug"). */
  wrap?: boolean;
};

/** A button. Forwards its ref and every native button prop; `type` defaults to "button". */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  wrap = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(button({ variant, size, fullWidth, wrap }), className)}
    >
      {loading ? <Spinner size="sm" label="Loading" /> : null}
      {children}
    </button>
  );
}
