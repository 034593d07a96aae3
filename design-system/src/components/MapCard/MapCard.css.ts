import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: 184,
    padding: 0,
    overflow: 'hidden',
    font: 'inherit',
    textAlign: 'left',
    color: vars.color.text,
    background: vars.color.surfaceRaised,
    border: `2px solid ${vars.color.border}`,
    borderRadius: vars.radii.md,
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.primaryHover },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
      '&:disabled': { cursor: 'default' },
    },
    '@media': { 'screen and (max-width: 480px)': { width: 'calc(50% - 6px)' } },
  },
  variants: {
    selected: {
      true: { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
      false: {},
    },
  },
  defaultVariants: { selected: false },
});

export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surface,
});

export const imageMissing = style([image, { display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted }]);

export const caption = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
});

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 600 });

export const votes = style({ fontFamily: vars.font.mono, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const plain = style({ cursor: 'default' });
