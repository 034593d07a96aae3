import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
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
export function Field({ label, hint, error, required = false, children, className, id: given }: FieldProps & { id?: string }) {
  const auto = useId();
  const id = given ?? auto;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
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
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
        className: s.control,
      })}
      {hint ? (
        <p id={hintId} className={s.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={s.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The class of a Field's control, for an input or select outside a Field (a search box with its own label). */
export const fieldControlClass = s.control;

interface FieldChrome {
  label: ReactNode;
  /** Help under the control (its accessible description). */
  hint?: ReactNode;
  /** Shown under the control and marks it invalid. */
  error?: ReactNode;
}

export type TextFieldProps = FieldChrome & Omit<ComponentPropsWithoutRef<'input'>, 'children'>;

/** A labelled text input (any `type`: text, url, number, date, search) with an optional hint and error. */
export function TextField({ label, hint, error, id, className, required, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => <input {...input} {...control} required={required} className={cx(control.className, className)} />}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = FieldChrome &
  Omit<ComponentPropsWithoutRef<'select'>, 'children'> & {
    options: readonly SelectOption[];
    /** A first, empty choice ("Choose a class…"); it can be shown but a required field refuses it. */
    placeholder?: string;
  };

/** A labelled native select (keyboard and screen readers work as the platform makes them). */
export function SelectField({ label, hint, error, id, options, placeholder, className, required, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <select {...select} {...control} required={required} className={cx(control.className, className)}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export type CheckboxFieldProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'children'> & { label: ReactNode; hint?: ReactNode };

/** A checkbox with its label beside it (the whole label toggles it). */
export function CheckboxField({ label, hint, id: given, className, ...input }: CheckboxFieldProps) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.checkRow}>
        <input id={id} type="checkbox" {...input} className={cx(s.check, className)} aria-describedby={hint ? `${id}-hint` : undefined} />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={s.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
