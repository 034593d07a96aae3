import { createThemeContract } from '@vanilla-extract/css';

/** Token names shared by every theme. Values come from `darkTheme` / `lightTheme`. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    sidebar: null,
    text: null,
    textMuted: null,
    border: null,
    primary: null,
    primaryHover: null,
    primaryText: null,
    secondary: null,
    secondaryHover: null,
    secondaryText: null,
    blu: null,
    red: null,
    success: null,
    warning: null,
    error: null,
    info: null,
    focus: null,
    overlay: null,
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radii: { none: null, sm: null, md: null, lg: null, full: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  font: { body: null, heading: null, mono: null },
  shadow: { raised: null, overlay: null },
});
