import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../Box/Box.tsx';
import * as s from './Field.css.ts';

interface FieldChrome {
  label: ReactNode;
  /** Help under the control (its accessible description). */
  hint?: ReactNode;
  /** Shown under the control and marks it invalid. */
  error?: ReactNode;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Chrome({ id, label, hint, error, children }: FieldChrome & { id: string; children: ReactNode }) {
  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} className={s.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={s.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldChrome & Omit<ComponentPropsWithoutRef<'input'>, 'children'>;

/** A labelled text input (any `type`: text, url, number, date, search) with an optional hint and error. */
export function TextField({ label, hint, error, id: given, className, ...input }: TextFieldProps) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <Chrome id={id} label={label} hint={hint} error={error}>
      <input id={id} {...input} className={cx(s.control, className)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} />
    </Chrome>
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
export function SelectField({ label, hint, error, id: given, options, placeholder, className, ...select }: SelectFieldProps) {
  const auto = useId();
  const id = given ?? auto;
  return (
    <Chrome id={id} label={label} hint={hint} error={error}>
      <select id={id} {...select} className={cx(s.control, className)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </Chrome>
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
        <span id={`${id}-hint`} className={s.hint}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
