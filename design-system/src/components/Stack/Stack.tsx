import type { ReactNode } from 'react';
import type { vars } from '../../theme/contract.css.ts';
import { Box, cx, type BoxProps } from '../Box/Box.tsx';
import { stack, stackAlign } from './Stack.css.ts';

export type Space = keyof typeof vars.space;

export type StackProps = Omit<BoxProps, 'gap' | 'display' | 'flexDirection'> & {
  /** Vertical gap between children (default 'md'). */
  gap?: Space;
  align?: keyof typeof stackAlign;
  children?: ReactNode;
};

/** Lays children out vertically with an even gap. */
export function Stack({ gap = 'md', align = 'stretch', className, ...rest }: StackProps) {
  return <Box {...rest} gap={gap} className={cx(stack, stackAlign[align], className)} />;
}
