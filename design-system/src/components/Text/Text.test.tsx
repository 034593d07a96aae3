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

  it('noWrap keeps one token (host:port) on one line: a class of its own, not breakAnywhere', () => {
    render(
      <>
        <Text noWrap>203.0.113.8:27015</Text>
        <Text breakAnywhere>https://example.com/x</Text>
      </>,
    );
    const address = screen.getByText('203.0.113.8:27015');
    expect(address.className).toBe(text({ noWrap: true }));
    expect(address.className).not.toBe(text({}));
    expect(address.className).not.toBe(screen.getByText('https://example.com/x').className);
  });

  it("width name caps a player's name in a compact place (with truncate: an ellipsis)", () => {
    render(
      <Text as="span" truncate width="name">
        {'﷽'.repeat(32)}
      </Text>,
    );
    const name = screen.getByText('﷽'.repeat(32));
    expect(name.className).toBe(text({ truncate: true, width: 'name' }));
    expect(name.className).not.toBe(text({ truncate: true }));
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
