import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sprinkles } from '../../sprinkles.css.ts';
import { Box } from './Box.tsx';

describe('Box', () => {
  it('turns sprinkles props into atomic classes and keeps other props as attributes', () => {
    render(
      <Box padding="md" background="surface" id="b" aria-label="area" className="extra">
        hi
      </Box>,
    );
    const el = screen.getByLabelText('area');
    expect(el.tagName).toBe('DIV');
    for (const cls of sprinkles({ padding: 'md', background: 'surface' }).split(' ')) {
      expect(el.classList.contains(cls)).toBe(true);
    }
    expect(el.classList.contains('extra')).toBe(true);
    expect(el.id).toBe('b');
    expect(el.getAttribute('padding')).toBeNull();
  });

  it('renders the element given in `as`', () => {
    render(<Box as="section" aria-label="s" display="flex" />);
    expect(screen.getByLabelText('s').tagName).toBe('SECTION');
  });
});
