import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton.tsx';

describe('IconButton', () => {
  it('is named by its label and forwards clicks and ref', async () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <IconButton ref={ref} label="Close" onClick={onClick}>
        ×
      </IconButton>,
    );
    const el = screen.getByRole('button', { name: 'Close' });
    expect(ref.current).toBe(el);
    expect(el.getAttribute('title')).toBe('Close');
    await userEvent.click(el);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('refuses an empty label', () => {
    expect(() => render(<IconButton label=" ">×</IconButton>)).toThrow(/non-empty label/);
  });
});
