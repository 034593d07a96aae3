import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Tiles } from './Tiles.tsx';
import { tiles, wide } from './Tiles.css.ts';

it('lays its children out as tiles and passes attributes through', () => {
  render(
    <Tiles role="list" aria-label="Classes" className="extra">
      <div role="listitem">Scout</div>
      <div role="listitem">Medic</div>
    </Tiles>,
  );
  const list = screen.getByRole('list', { name: 'Classes' });
  expect(list.classList.contains(tiles)).toBe(true);
  expect(list.classList.contains('extra')).toBe(true);
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});

it("wide: fewer, wider tiles (a pug's two teams); not by default", () => {
  const { rerender } = render(<Tiles aria-label="Teams" role="group" />);
  expect(screen.getByRole('group', { name: 'Teams' }).classList.contains(wide)).toBe(false);
  rerender(<Tiles aria-label="Teams" role="group" wide />);
  expect(screen.getByRole('group', { name: 'Teams' }).classList.contains(wide)).toBe(true);
});
