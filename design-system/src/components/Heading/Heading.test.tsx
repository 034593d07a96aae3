import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading, type HeadingLevel } from './Heading.tsx';
import { heading } from './Heading.css.ts';

describe('Heading', () => {
  it.each([1, 2, 3, 4] as const)('renders level %i as h%i', (level) => {
    render(<Heading level={level}>Title</Heading>);
    const el = screen.getByRole('heading', { level, name: 'Title' });
    expect(el.className).toBe(heading[level]);
  });

  it('rejects a level outside 1-4', () => {
    expect(() => render(<Heading level={5 as HeadingLevel}>x</Heading>)).toThrow(/1, 2, 3 or 4/);
  });
});
