import { Badge, Heading, Inline, Stack, Text } from '@pug/design-system';
import { formatMatchDuration, MAP_KIND_LABELS, type Pug, type TeamName } from '@pug/domain';
import { OddsLine } from './OddsLine.tsx';

const TEAM_LABEL: Record<TeamName, string> = { blu: 'BLU', red: 'RED' };

/**
 * A finished pug's balance report (domain pug/balanceReport.ts), on its page: the predicted odds
 * against the result, the margin, how long the match lasted, and whether it was a blowout or an upset.
 */
export function BalanceSection({ pug }: { pug: Pug }) {
  const report = pug.balance;
  if (!report) return null;
  // The winner's score first, as the result reads ("RED won 5–0").
  const [high, low] = [Math.max(...report.score), Math.min(...report.score)];
  const result = report.winner === 'draw' ? `A draw ${high}–${low}` : `${TEAM_LABEL[report.winner]} won ${high}–${low}, by ${report.margin}`;
  return (
    <Stack gap="xs" as="section" aria-labelledby="pug-balance-heading" data-testid="pug-balance">
      <Inline gap="sm">
        <Heading level={2} id="pug-balance-heading">
          Balance
        </Heading>
        {report.blowout ? <Badge tone="warning">Blowout</Badge> : null}
        {report.upset ? <Badge>Upset</Badge> : null}
      </Inline>
      {report.predictedBlu !== null ? (
        <OddsLine chance={report.predictedBlu} label="Predicted" />
      ) : (
        <Text size="sm" tone="muted">
          No prediction was kept for this pug.
        </Text>
      )}
      <Text size="sm">
        {result} on a {MAP_KIND_LABELS[report.mapKind]} map
        {report.durationMs !== null ? `, in ${formatMatchDuration(report.durationMs)}` : ''}.
      </Text>
    </Stack>
  );
}
