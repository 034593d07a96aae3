import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const card = recipe({
  base: {
    display: 'block',
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radii.lg,
    boxShadow: vars.shadow.raised,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.sm },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
    tone: {
      default: {},
      raised: { background: vars.color.surfaceRaised },
      blu: { borderTop: `3px solid ${vars.color.blu}` },
      red: { borderTop: `3px solid ${vars.color.red}` },
    },
  },
  defaultVariants: { padding: 'md', tone: 'default' },
});
