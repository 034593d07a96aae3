import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../Box/Box.tsx';
import { text } from './Text.css.ts';

export type TextTone = 'default' | 'muted' | 'primary' | 'blu' | 'red' | 'success' | 'error';
export type TextSize = 'xs' | 'sm' | 'md' | 'lg';

export type TextProps = Omit<HTMLAttributes<HTMLElement>, 'color'> & {
  tone?: TextTone;
  size?: TextSize;
  weight?: 'regular' | 'medium' | 'bold';
  /** Cut overflowing text with an ellipsis on one line. */
  truncate?: boolean;
  /** Monospaced, tabular digits (clocks, elo). */
  mono?: boolean;
  /** Wrap anywhere, also inside a long word (a whole URL shown in full on a phone). */
  breakAnywhere?: boolean;
  /** One token that must not break (a server's host:port): never wraps; its container scrolls instead. */
  noWrap?: boolean;
  /** `name`: no wider than a long usual name, for a player's name in a compact place (with `truncate`). */
  width?: 'auto' | 'name';
  /** Element to render (default 'p'). */
  as?: 'p' | 'span' | 'div' | 'label' | 'strong' | 'em' | 'small' | 'time';
  children?: ReactNode;
};

/** Body text in one of the theme's tones and sizes. */
export function Text({
  tone = 'default',
  size = 'md',
  weight = 'regular',
  truncate = false,
  mono = false,
  breakAnywhere = false,
  noWrap = false,
  width = 'auto',
  as = 'p',
  className,
  ...rest
}: TextProps) {
  return createElement(as, {
    ...rest,
    className: cx(text({ tone, size, weight, truncate, mono, breakAnywhere, noWrap, width }), className),
  });
}
