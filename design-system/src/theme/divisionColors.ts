/** One fixed colour per division, lowest (NEW) to highest (INV), the same in both themes (AA: theme/contrastPairs.ts). */
export const DIVISION_COLORS = {
  NEW: { bg: '#7d8590', fg: '#0d1117' },
  NC: { bg: '#3fb950', fg: '#07140a' },
  AM: { bg: '#2ea8c7', fg: '#03161c' },
  IM: { bg: '#4262d4', fg: '#ffffff' },
  MAIN: { bg: '#8a4bbf', fg: '#ffffff' },
  ADV: { bg: '#e0622f', fg: '#1f0b02' },
  INV: { bg: '#e3b341', fg: '#1c1400' },
} as const;
