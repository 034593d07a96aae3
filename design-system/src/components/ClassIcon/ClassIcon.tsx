import { baseClassOf, classDisplayName, type BaseClass } from './classes.ts';
import { discTone, glyph, icon } from './ClassIcon.css.ts';
import { GLYPHS, UNKNOWN_GLYPH } from './glyphs.tsx';
import { cx } from '../Box/Box.tsx';

export type ClassIconProps = {
  /** A class or role name: 'scout', 'roamerscout', 'pocketsoldier', 'demo'… */
  cls: string;
  /** Pixel size (default 24). */
  size?: number;
  /** Accessible name; defaults to the base class name ('Scout'). */
  title?: string;
  className?: string;
};

const category: Record<BaseClass, keyof typeof discTone> = {
  scout: 'offense',
  soldier: 'offense',
  pyro: 'offense',
  demoman: 'defense',
  heavy: 'defense',
  engineer: 'defense',
  medic: 'support',
  sniper: 'support',
  spy: 'support',
};

/** An inline SVG icon for a TF2 class (role names map to their base class). */
export function ClassIcon({ cls, size = 24, title, className }: ClassIconProps) {
  if (!Number.isFinite(size) || size <= 0) throw new Error(`ClassIcon size must be a positive number (got ${size})`);
  const base = baseClassOf(cls);
  const name = title ?? (base ? classDisplayName(base) : cls || 'Unknown class');
  return (
    <svg
      role="img"
      aria-label={name}
      data-class={base ?? 'unknown'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={cx(icon, discTone[base ? category[base] : 'unknown'], className)}
    >
      <title>{name}</title>
      <circle cx="12" cy="12" r="12" />
      <g className={glyph}>{base ? GLYPHS[base] : UNKNOWN_GLYPH}</g>
    </svg>
  );
}
