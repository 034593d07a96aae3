import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('is a status named by its label', () => {
    render(<Spinner label="Loading queues" />);
    expect(screen.getByRole('status', { name: 'Loading queues' })).toBeTruthy();
  });

  it('defaults its label to Loading', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' }).textContent).toBe('Loading');
  });
});
