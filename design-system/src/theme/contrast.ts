/**
 * WCAG 2 contrast of the theme's colours (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio):
 * the design system's test checks every text/background and control pair it uses with these.
 */

type Rgb = readonly [number, number, number];

/** `#rgb`, `#rrggbb` or `rgba(r, g, b, a)` (alpha ignored: composite first with `mix`). */
export function parseColor(color: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const fn = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(color.trim());
  if (fn) return [Number(fn[1]), Number(fn[2]), Number(fn[3])];
  throw new Error(`Not a colour: ${color}`);
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `color-mix(in srgb, a share%, b)`: `share` of `a` over `b`, as CSS mixes them. */
export function mix(a: string, share: number, b: string): string {
  const [x, y] = [parseColor(a), parseColor(b)];
  return toHex(x.map((c, i) => c * share + y[i]! * (1 - share)) as unknown as Rgb);
}

function luminance(color: string): number {
  const [r, g, b] = parseColor(color).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
