import { cx } from '../Box/Box.tsx';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import { iconButton, iconButtonSize } from './IconButton.css.ts';

export type IconButtonProps = Omit<ButtonProps, 'aria-label' | 'fullWidth' | 'size'> & {
  /** Required accessible name (also the tooltip). */
  label: string;
  /** A square of 30 or 38 px (a button's `lg` is for a labelled action). */
  size?: 'sm' | 'md';
};

/** A square button holding only an icon; `label` names it for assistive technology. */
export function IconButton({ label, variant = 'ghost', size = 'md', title, className, ...rest }: IconButtonProps) {
  if (!label || !label.trim()) throw new Error('IconButton needs a non-empty label');
  return (
    <Button {...rest} variant={variant} size={size} aria-label={label} title={title ?? label} className={cx(iconButton, iconButtonSize[size], className)} />
  );
}
