import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusPill } from './StatusPill.tsx';

describe('StatusPill', () => {
  it('is a link named by its whole label, with the count and the detail, and lets a router navigate', async () => {
    const onNavigate = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(<StatusPill href="/?pugId=sixes" count="10/12" detail="Sixes · Medic" label="Queued: 10 of 12 in Sixes as Medic" onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: 'Queued: 10 of 12 in Sixes as Medic' });
    expect(link.getAttribute('href')).toBe('/?pugId=sixes');
    expect(link.textContent).toBe('10/12Sixes · Medic');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
