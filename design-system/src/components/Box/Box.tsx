import { createElement, type ElementType, type HTMLAttributes, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../sprinkles.css.ts';
import { box } from './Box.css.ts';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | 'color'> & {
    /** Element or component to render (default 'div'). */
    as?: ElementType;
    ref?: Ref<HTMLElement>;
    /** Extra attributes passed through to `as` (e.g. href, htmlFor). */
    [attribute: `data-${string}`]: string | number | boolean | undefined;
  };

/** Splits props into sprinkles atoms and everything else. */
function splitSprinkles(props: Record<string, unknown>): {
  atoms: Sprinkles;
  rest: Record<string, unknown>;
} {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms, rest };
}

export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** The base layout primitive: a div (or `as`) with sprinkles props for spacing and colour. */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const { atoms, rest } = splitSprinkles(props);
  return createElement(as, { ...rest, className: cx(box, sprinkles(atoms), className) });
}
