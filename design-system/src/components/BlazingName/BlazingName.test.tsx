import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { BlazingName } from './BlazingName.tsx';
import * as s from './BlazingName.css.ts';

it('burns only when blazing and tells screen readers why', () => {
  const { rerender } = render(<BlazingName blazing={false}>Jag</BlazingName>);
  expect(screen.getByText('Jag').classList.contains(s.blazing)).toBe(false);
  rerender(
    <BlazingName blazing streakLabel="on a 5-win streak">
      Jag
    </BlazingName>,
  );
  const el = screen.getByText('Jag');
  expect(el.classList.contains(s.blazing)).toBe(true);
  expect(el.textContent).toBe('Jag (on a 5-win streak)');
});
