import type { ReactNode } from 'react';
import { Box, cx, type BoxProps } from '../Box/Box.tsx';
import type { Space } from '../Stack/Stack.tsx';
import { inline, inlineAlign, inlineJustify, inlineNoWrap } from './Inline.css.ts';

export type InlineProps = Omit<BoxProps, 'gap' | 'display' | 'flexDirection' | 'flexWrap'> & {
  /** Gap between children (default 'sm'). */
  gap?: Space;
  align?: keyof typeof inlineAlign;
  justify?: keyof typeof inlineJustify;
  /** Wrap onto new lines when out of room (default true). */
  wrap?: boolean;
  children?: ReactNode;
};

/** Lays children out horizontally, wrapping by default. */
export function Inline({ gap = 'sm', align = 'center', justify = 'start', wrap = true, className, ...rest }: InlineProps) {
  return <Box {...rest} gap={gap} className={cx(inline, inlineAlign[align], inlineJustify[justify], !wrap && inlineNoWrap, className)} />;
}
