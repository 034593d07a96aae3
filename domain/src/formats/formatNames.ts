import type { EloFormat } from '../entities.ts';
import type { Format } from './formats.ts';

const FORMAT_DISPLAY_NAMES: Record<Format | EloFormat, string> = {
  SIXES: 'Sixes',
  HIGHLANDER: 'Highlander',
  PROLANDER: 'Prolander',
  sixes: 'Sixes',
  hl: 'Highlander',
  pl: 'Prolander',
};

/** How a format is named to players, from a queue's format or an elo key (`SIXES` or `sixes`: "Sixes"). */
export function formatDisplayName(format: Format | EloFormat): string {
  return FORMAT_DISPLAY_NAMES[format];
}
