import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ServerFormDialog } from './ServerFormDialog.tsx';
import type { AdminServer } from './types.ts';

afterEach(cleanup);

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ServerFormDialog', () => {
  it('shows what is wrong and sends nothing until the form is valid', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const onOpenChange = vi.fn();
    render(<ServerFormDialog open server={null} onOpenChange={onOpenChange} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add server' }));
    expect(await screen.findByText('A name is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    type(/^Name/, 'Chicago 1');
    type(/^Address/, '203.0.113.7:27015');
    type(/^RCON password/, 's3cret');
    fireEvent.click(screen.getByRole('button', { name: 'Add server' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Chicago 1',
        ipport: '203.0.113.7:27015',
        rconPassword: 's3cret',
        region: 'na',
        priority: 0,
        enabled: true,
      }),
    );
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('edits without showing or resending the RCON password, and shows the api refusal', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('A server at 203.0.113.8:27015 is already registered'));
    const server = { _id: 's1', name: 'Chicago 1', ipport: '203.0.113.7:27015', region: 'na', priority: 5, enabled: true } as AdminServer;
    render(<ServerFormDialog open server={server} onOpenChange={vi.fn()} onSubmit={onSubmit} />);
    expect(screen.getByLabelText<HTMLInputElement>(/^RCON password/).value).toBe('');
    type(/^Address/, '203.0.113.8:27015');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'A server at 203.0.113.8:27015 is already registered');
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('rconPassword');
  });
});
