import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** A panel in the page's flow (above the content, like the connection banner): it covers nothing, so every click reaches its target. */
export const panel = style({
  marginBottom: vars.space.md,
  maxWidth: 640,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `2px solid ${vars.color.secondary}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.font.body,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });
