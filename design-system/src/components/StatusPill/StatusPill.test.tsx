import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusPill } from './StatusPill.tsx';

describe('StatusPill', () => {
  it('is a link named by its own text (prefix, count, detail), and lets a router navigate', async () => {
    const onNavigate = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(<StatusPill href="/?pugId=sixes" prefix="Queued" count="[10/12]" detail="Sixes · Medic" onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: 'Queued [10/12] Sixes · Medic' });
    expect(link.getAttribute('href')).toBe('/?pugId=sixes');
    expect(link.textContent).toBe('Queued [10/12] Sixes · Medic');
    expect(link.hasAttribute('aria-label')).toBe(false);
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
