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
  as = 'p',
  className,
  ...rest
}: TextProps) {
  return createElement(as, {
    ...rest,
    className: cx(text({ tone, size, weight, truncate, mono, breakAnywhere }), className),
  });
}
