import { useId, type ReactNode } from 'react';
import { cx } from '../Box/Box.tsx';
import * as s from './Field.css.ts';

/** What a Field hands its control so it is labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  className: string;
}

export type FieldProps = {
  label: ReactNode;
  /** A line under the control (format, limits). */
  hint?: ReactNode;
  /** The validation message; marks the control invalid. */
  error?: ReactNode;
  required?: boolean;
  /** Renders the control (input, select, textarea) with the props that tie it to the label. */
  children(control: FieldControlProps): ReactNode;
  className?: string;
};

/** A labelled form control with an optional hint and error message (the control styled as `fieldControlClass`). */
export function Field({ label, hint, error, required = false, children, className }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={cx(s.field, className)}>
      <label htmlFor={id} className={s.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={s.required}>
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-describedby': note ? noteId : undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
        className: s.control,
      })}
      {error ? (
        <p id={noteId} className={s.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={noteId} className={s.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The class of a Field's control, for an input or select outside a Field (a search box with its own label). */
export const fieldControlClass = s.control;
