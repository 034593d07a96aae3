import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../sprinkles.css.ts';
import { Inline } from './Inline.tsx';
import { inline, inlineJustify, inlineNoWrap } from './Inline.css.ts';

describe('Inline', () => {
  it('is a wrapping row with the requested gap and justification', () => {
    render(<Inline gap="lg" justify="between" aria-label="row" />);
    const el = screen.getByLabelText('row');
    expect(el.classList.contains(inline)).toBe(true);
    expect(el.classList.contains(inlineJustify.between)).toBe(true);
    expect(el.classList.contains(sprinkles({ gap: 'lg' }))).toBe(true);
    expect(el.classList.contains(inlineNoWrap)).toBe(false);
  });

  it('can stop wrapping', () => {
    render(<Inline wrap={false} aria-label="row" />);
    expect(screen.getByLabelText('row').classList.contains(inlineNoWrap)).toBe(true);
  });
});
