import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClassIcon } from './ClassIcon.tsx';
import { BASE_CLASSES, baseClassOf } from './classes.ts';

describe('baseClassOf', () => {
  it.each([
    ['roamerscout', 'scout'],
    ['pocketscout', 'scout'],
    ['roamersoldier', 'soldier'],
    ['PocketSoldier', 'soldier'],
    ['demo', 'demoman'],
    ['heavyweapons', 'heavy'],
    ['engi', 'engineer'],
    ['medic', 'medic'],
    ['rosterrider', null],
    ['', null],
  ])('%s -> %s', (role, expected) => {
    expect(baseClassOf(role)).toBe(expected);
  });
});

describe('ClassIcon', () => {
  it('is an image named after the base class', () => {
    render(<ClassIcon cls="roamerscout" size={32} />);
    const img = screen.getByRole('img', { name: 'Scout' });
    expect(img.getAttribute('width')).toBe('32');
    expect(img.dataset.class).toBe('scout');
  });

  it('draws a different glyph for each of the nine classes', () => {
    render(
      <>
        {BASE_CLASSES.map((c) => (
          <ClassIcon key={c} cls={c} />
        ))}
      </>,
    );
    const drawings = screen.getAllByRole('img').map((svg) => svg.querySelector('g')?.innerHTML);
    expect(drawings).toHaveLength(9);
    expect(new Set(drawings).size).toBe(9);
  });

  it('uses the title as its name and falls back for unknown roles', () => {
    render(
      <>
        <ClassIcon cls="soldier" title="Pocket Soldier" />
        <ClassIcon cls="rosterrider" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Pocket Soldier' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'rosterrider' }).dataset.class).toBe('unknown');
  });

  it('rejects a non-positive size', () => {
    expect(() => render(<ClassIcon cls="spy" size={0} />)).toThrow(/positive/);
  });
});
