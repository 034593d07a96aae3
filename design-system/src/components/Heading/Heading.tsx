import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../Box/Box.tsx';
import { heading } from './Heading.css.ts';

export type HeadingLevel = 1 | 2 | 3 | 4;

export type HeadingProps = HTMLAttributes<HTMLHeadingElement> & {
  level: HeadingLevel;
  children?: ReactNode;
};

/** h1–h4 with the theme's heading scale. */
export function Heading({ level, className, ...rest }: HeadingProps) {
  if (![1, 2, 3, 4].includes(level)) {
    throw new Error(`Heading level must be 1, 2, 3 or 4 (got ${String(level)})`);
  }
  return createElement(`h${level}`, { ...rest, className: cx(heading[level], className) });
}
