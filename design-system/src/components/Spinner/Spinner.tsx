import { cx } from '../Box/Box.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { ring, ringSize, spinner } from './Spinner.css.ts';

export type SpinnerProps = {
  /** Announced to assistive technology (default 'Loading'). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/** An indeterminate progress indicator (role=status). */
export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={cx(spinner, className)}>
      <span aria-hidden="true" className={cx(ring, ringSize[size])} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
