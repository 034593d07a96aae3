import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field } from './Field.tsx';

describe('Field', () => {
  it('labels its control and describes it with the hint', async () => {
    render(
      <Field label="Reason" hint="Players see this">
        {(p) => <input {...p} />}
      </Field>,
    );
    const input = screen.getByLabelText('Reason');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Players see this').id);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(input, 'toxic');
    expect((input as HTMLInputElement).value).toBe('toxic');
  });

  it('shows an error as an alert and marks the control invalid and required', () => {
    render(
      <Field label="Description" required error="is required">
        {(p) => <textarea {...p} />}
      </Field>,
    );
    const control = screen.getByRole('textbox', { name: /Description/ });
    expect(control.getAttribute('aria-invalid')).toBe('true');
    expect(control.getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('is required');
    expect(control.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
