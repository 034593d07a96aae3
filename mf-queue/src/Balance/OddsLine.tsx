import { Text, VisuallyHidden } from '@pug/design-system';
import { oddsPercents, oddsSpoken } from '@pug/domain';

export interface OddsLineProps {
  /** The chance (0..1) that BLU wins (domain elo/odds.ts). */
  chance: number;
  /** What the odds are of ("Predicted odds", "Odds as the teams stand"). */
  label: string;
  /** The odds at start, shown after them when a sub changed them. */
  atStart?: number;
  'data-testid'?: string;
}

/** "Predicted odds: BLU 54 % · RED 46 %", team level only; read aloud as one sentence. */
export function OddsLine({ chance, label, atStart, 'data-testid': testId }: OddsLineProps) {
  const p = oddsPercents(chance);
  const start = atStart !== undefined && oddsPercents(atStart).blu !== p.blu ? oddsPercents(atStart) : null;
  return (
    <Text size="sm" data-testid={testId}>
      <VisuallyHidden>{`${oddsSpoken(chance, label)}${start ? ` (at start BLU ${start.blu} percent, RED ${start.red} percent)` : ''}`}</VisuallyHidden>
      <span aria-hidden="true">
        <Text as="span" size="sm" tone="muted">
          {label}:{' '}
        </Text>
        <Text as="span" size="sm" tone="blu" weight="bold">
          BLU {p.blu} %
        </Text>
        <Text as="span" size="sm" tone="muted">
          {' · '}
        </Text>
        <Text as="span" size="sm" tone="red" weight="bold">
          RED {p.red} %
        </Text>
        {start ? (
          <Text as="span" size="sm" tone="muted">
            {` (at start BLU ${start.blu} % · RED ${start.red} %)`}
          </Text>
        ) : null}
      </span>
    </Text>
  );
}
