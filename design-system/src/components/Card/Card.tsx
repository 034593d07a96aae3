import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../Box/Box.tsx';
import { card } from './Card.css.ts';

export type CardProps = HTMLAttributes<HTMLElement> & {
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** `blu` / `red` add a team-coloured top edge. */
  tone?: 'default' | 'raised' | 'blu' | 'red';
  as?: 'div' | 'section' | 'article' | 'li';
  children?: ReactNode;
};

/** A bordered surface that groups related content. */
export function Card({ padding = 'md', tone = 'default', as = 'div', className, ...rest }: CardProps) {
  return createElement(as, { ...rest, className: cx(card({ padding, tone }), className) });
}
