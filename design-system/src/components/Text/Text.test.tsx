import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text.tsx';
import { text } from './Text.css.ts';

describe('Text', () => {
  it('renders a paragraph in the default tone by default', () => {
    render(<Text>Hello</Text>);
    const el = screen.getByText('Hello');
    expect(el.tagName).toBe('P');
    expect(el.className).toBe(text({ tone: 'default', size: 'md', weight: 'regular', truncate: false, mono: false }));
  });

  it('applies a different class per tone', () => {
    render(
      <>
        <Text tone="blu">b</Text>
        <Text tone="red">r</Text>
      </>,
    );
    expect(screen.getByText('b').className).not.toBe(screen.getByText('r').className);
    expect(screen.getByText('b').className).toBe(text({ tone: 'blu', size: 'md', weight: 'regular', truncate: false, mono: false }));
  });

  it('renders the requested element', () => {
    render(
      <Text as="span" size="sm">
        x
      </Text>,
    );
    expect(screen.getByText('x').tagName).toBe('SPAN');
  });
});
