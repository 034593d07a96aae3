import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ScrollArea } from './ScrollArea.tsx';
import { maxHeightVar } from './ScrollArea.css.ts';

it('is a labelled, focusable region capped at its max height', () => {
  render(
    <ScrollArea maxHeight={250} label="Seasons">
      <p>one</p>
    </ScrollArea>,
  );
  const region = screen.getByRole('region', { name: 'Seasons' });
  expect(region.tabIndex).toBe(0);
  const name = maxHeightVar.replace(/^var\((.*)\)$/, '$1');
  expect(region.style.getPropertyValue(name)).toBe('250px');
  expect(() =>
    render(
      <ScrollArea maxHeight={0} label="x">
        {null}
      </ScrollArea>,
    ),
  ).toThrow(/positive/);
});
