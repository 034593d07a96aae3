import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MapCard } from './MapCard.tsx';

afterEach(cleanup);

describe('MapCard', () => {
  it('shows the map’s picture, lazy, with the map’s name as alt text, and toggles by keyboard', async () => {
    const onSelect = vi.fn();
    render(
      <MapCard name="cp_process_final" imageSrc="/api/maps/cp_process_final/image" detail="2 votes" label="cp_process_final, 2 votes" onSelect={onSelect} />,
    );
    const button = screen.getByRole('button', { name: 'cp_process_final, 2 votes' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    const img = button.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('cp_process_final');
    expect(img.getAttribute('src')).toBe('/api/maps/cp_process_final/image');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(button.textContent).toContain('2 votes');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('marks the chosen map, does nothing when disabled, and keeps the name when the picture fails', async () => {
    const onSelect = vi.fn();
    render(<MapCard name="koth_product_final" imageSrc="/missing.svg" selected disabled onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: 'koth_product_final' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(button);
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.error(button.querySelector('img')!);
    expect(button.querySelector('img')).toBeNull();
    expect(button.textContent).toContain('koth_product_final');
  });

  it('is a plain card, not a button, when it cannot be chosen', () => {
    render(<MapCard name="pl_upward" imageSrc="/api/maps/pl_upward/image" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: 'pl_upward' })).toBeTruthy();
  });
});
