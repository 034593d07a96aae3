import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField, Field, SelectField, TextField } from './Field.tsx';

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

it('labels its input, describes it by the hint and marks errors', () => {
  render(<TextField label="Season number" hint="As the league numbers it" error="Must be a whole number" defaultValue="x" />);
  const input = screen.getByLabelText('Season number');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
  expect(described).toEqual(['As the league numbers it', 'Must be a whole number']);
  expect(screen.getByRole('alert').textContent).toBe('Must be a whole number');
});

it('a select offers its options after the placeholder and reports changes', () => {
  const onChange = vi.fn();
  render(
    <SelectField label="Class" placeholder="Choose…" value="" onChange={(e) => onChange(e.target.value)} options={[{ value: 'medic', label: 'Medic' }]} />,
  );
  const select = screen.getByLabelText<HTMLSelectElement>('Class');
  expect([...select.options].map((o) => o.textContent)).toEqual(['Choose…', 'Medic']);
  expect(select.getAttribute('aria-invalid')).toBeNull();
  fireEvent.change(select, { target: { value: 'medic' } });
  expect(onChange).toHaveBeenCalledWith('medic');
});

it('a checkbox toggles from its label', () => {
  const onChange = vi.fn();
  render(<CheckboxField label="Hide text effects" checked={false} onChange={(e) => onChange(e.target.checked)} />);
  fireEvent.click(screen.getByText('Hide text effects'));
  expect(onChange).toHaveBeenCalledWith(true);
});
