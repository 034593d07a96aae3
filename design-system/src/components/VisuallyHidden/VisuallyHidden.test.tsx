import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden.tsx';

it('keeps its text in the accessibility tree, with its live-region attributes', () => {
  render(
    <VisuallyHidden aria-live="polite" data-testid="sr">
      10 seconds left
    </VisuallyHidden>,
  );
  const el = screen.getByTestId('sr');
  expect(el.textContent).toBe('10 seconds left');
  expect(el.getAttribute('aria-live')).toBe('polite');
  expect(el.className).not.toBe('');
});
