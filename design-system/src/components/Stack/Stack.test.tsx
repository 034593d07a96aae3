import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../sprinkles.css.ts';
import { Stack } from './Stack.tsx';
import { stack, stackAlign } from './Stack.css.ts';

describe('Stack', () => {
  it('is a vertical flex container with the requested gap', () => {
    render(
      <Stack gap="xl" align="center" aria-label="stack">
        <span>a</span>
        <span>b</span>
      </Stack>,
    );
    const el = screen.getByLabelText('stack');
    expect(el.classList.contains(stack)).toBe(true);
    expect(el.classList.contains(stackAlign.center)).toBe(true);
    expect(el.classList.contains(sprinkles({ gap: 'xl' }))).toBe(true);
    expect(el.children).toHaveLength(2);
  });

  it('defaults to the md gap', () => {
    render(<Stack aria-label="s" />);
    expect(screen.getByLabelText('s').classList.contains(sprinkles({ gap: 'md' }))).toBe(true);
  });
});
