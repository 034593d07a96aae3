import { mix } from './contrast.ts';
import { DIVISION_COLORS } from './divisionColors.ts';
import type { ThemeTokens } from './tokens.ts';

/** One foreground drawn on one background somewhere in the design system, and the WCAG AA minimum it needs. */
export interface ContrastPair {
  what: string;
  fg: string;
  bg: string;
  /** 4.5 for text, 3 for large text and the parts of controls (focus ring, selected marker). */
  min: 4.5 | 3;
}

const TEXT = 4.5;
const UI = 3;

/**
 * Every text/background and control pair the components draw (Text tones, links, buttons,
 * badges, callouts, the player card, the focus ring…). Adding a colour use to a component means
 * adding its pair here; the design system's test holds each to AA in both themes.
 */
export function contrastPairs(t: ThemeTokens): ContrastPair[] {
  const c = t.color;
  const selfCard = mix(c.secondary, 0.18, c.surface);
  const surfaces = { background: c.background, surface: c.surface, surfaceRaised: c.surfaceRaised, sidebar: c.sidebar, selfCard };
  const pairs: ContrastPair[] = [];
  const on = (fgName: string, fg: string, bgs: Record<string, string>, min: 4.5 | 3) => {
    for (const [bgName, bg] of Object.entries(bgs)) pairs.push({ what: `${fgName} on ${bgName}`, fg, bg, min });
  };
  on('text', c.text, surfaces, TEXT);
  on('textMuted', c.textMuted, surfaces, TEXT);
  // Links (global style) and Text tones.
  on('link (secondary)', c.secondary, surfaces, TEXT);
  on('primary text', c.primary, surfaces, TEXT);
  on('blu text', c.blu, surfaces, TEXT);
  on('red text', c.red, surfaces, TEXT);
  on('success text', c.success, surfaces, TEXT);
  on('error text', c.error, surfaces, TEXT);
  // Callout icons sit on surfaceRaised.
  on('warning icon', c.warning, { surfaceRaised: c.surfaceRaised }, TEXT);
  on('info icon', c.info, { surfaceRaised: c.surfaceRaised }, TEXT);
  // Filled controls and badges: their text on their fill (and hover fill).
  on('primaryText', c.primaryText, { primary: c.primary, primaryHover: c.primaryHover }, TEXT);
  on('secondaryText', c.secondaryText, { secondary: c.secondary, secondaryHover: c.secondaryHover }, TEXT);
  on('onError', c.onError, { error: c.error }, TEXT);
  on('onBlu', c.onBlu, { blu: c.blu }, TEXT);
  on('onRed', c.onRed, { red: c.red }, TEXT);
  on('onSuccess', c.onSuccess, { success: c.success }, TEXT);
  on('onWarning', c.onWarning, { warning: c.warning }, TEXT);
  on('onInfo', c.onInfo, { info: c.info }, TEXT);
  // The focus ring and the selected tab/nav marker against what they sit on.
  on('focus ring', c.focus, surfaces, UI);
  on('selected marker (primary)', c.primary, { background: c.background, surface: c.surface, surfaceRaised: c.surfaceRaised, sidebar: c.sidebar }, UI);
  // Division badges: one fixed colour each, the same in both themes.
  for (const [division, { bg, fg }] of Object.entries(DIVISION_COLORS)) pairs.push({ what: `${division} badge`, fg, bg, min: TEXT });
  return pairs;
}
