import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button } from './Button.css.ts';
import { ButtonLink, buttonClassName } from './ButtonLink.tsx';

describe('ButtonLink', () => {
  it('is a link with the button look of its variant and size', () => {
    render(
      <ButtonLink href="steam://connect/203.0.113.5:27015/pw" size="lg" aria-describedby="d">
        Join
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Join' });
    expect(link.getAttribute('href')).toBe('steam://connect/203.0.113.5:27015/pw');
    expect(link.getAttribute('aria-describedby')).toBe('d');
    expect(link.className).toBe(button({ variant: 'primary', size: 'lg', fullWidth: false, wrap: false }));
    expect(buttonClassName({ variant: 'secondary' })).toBe(button({ variant: 'secondary', size: 'md', fullWidth: false, wrap: false }));
  });
});
