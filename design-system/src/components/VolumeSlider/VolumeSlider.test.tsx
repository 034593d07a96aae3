import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VolumeSlider } from './VolumeSlider.tsx';

describe('VolumeSlider', () => {
  it('is a labelled 0-100 slider that reports changes and the value let go at', () => {
    const onChange = vi.fn();
    const onCommit = vi.fn();
    render(<VolumeSlider value={75} onChange={onChange} onCommit={onCommit} />);
    const slider = screen.getByRole<HTMLInputElement>('slider', { name: 'Alert volume' });
    expect([slider.min, slider.max, slider.value]).toEqual(['0', '100', '75']);
    fireEvent.change(slider, { target: { value: '40' } });
    expect(onChange).toHaveBeenCalledWith(40);
    fireEvent.keyUp(slider, { key: 'ArrowLeft' });
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('on a phone, the speaker button opens the slider in a panel, Escape closes it and returns focus', async () => {
    render(<VolumeSlider value={40} onChange={vi.fn()} />);
    const speaker = screen.getByRole('button', { name: 'Alert volume: 40%' });
    expect(speaker.getAttribute('aria-expanded')).toBe('false');
    speaker.focus();
    await userEvent.keyboard('{Enter}');
    expect(speaker.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('slider', { name: 'Alert volume' }));
    await userEvent.keyboard('{Escape}');
    expect(speaker.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(speaker);
  });
});
