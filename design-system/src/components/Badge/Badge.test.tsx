import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, DIVISIONS, type Division } from './Badge.tsx';
import { badgeTone, divisionTone } from './Badge.css.ts';

describe('Badge', () => {
  it('shows its children in the chosen tone', () => {
    render(<Badge tone="success">Approved</Badge>);
    expect(screen.getByText('Approved').classList.contains(badgeTone.success)).toBe(true);
  });

  it('gives every division its own class and defaults the text to the division', () => {
    render(
      <>
        {DIVISIONS.map((d) => (
          <Badge key={d} division={d} />
        ))}
      </>,
    );
    const classes = DIVISIONS.map((d) => {
      const el = screen.getByText(d);
      expect(el.classList.contains(divisionTone[d])).toBe(true);
      return divisionTone[d];
    });
    expect(new Set(classes).size).toBe(DIVISIONS.length);
  });

  it('rejects an unknown division', () => {
    expect(() => render(<Badge division={'PLAT' as Division} />)).toThrow(/Unknown division "PLAT"/);
  });
});
