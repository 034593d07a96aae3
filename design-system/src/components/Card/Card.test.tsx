import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';
import { card } from './Card.css.ts';

describe('Card', () => {
  it('renders its children in a surface with the chosen padding and tone', () => {
    render(
      <Card as="section" aria-label="team" tone="blu" padding="lg">
        BLU
      </Card>,
    );
    const el = screen.getByRole('region', { name: 'team' });
    expect(el.textContent).toBe('BLU');
    expect(el.className).toBe(card({ tone: 'blu', padding: 'lg' }));
  });
});
