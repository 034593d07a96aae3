/**
 * The Brier score per month (UTC) as SVG bars, the last 12 months with pugs, against a dashed line
 * at a coin flip's 0.25 (lower is better). An image with a summary; every month's Brier score and
 * log loss one click away as a table.
 */
import { useState } from 'react';
import { Button, Stack, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, vars } from '@pug/design-system';
import { COIN_FLIP, type CalibrationResponse } from '@pug/domain';
import { monthLabel, pugCount, score } from './format.ts';

const W = 360;
const H = 200;
const LEFT = 36;
const BOTTOM = 34;
const TOP = 10;
const SHOWN = 12;
/** The bars' scale: up to 0.4, or higher when a month scored worse. */
const TICKS = [0, 0.1, 0.2, 0.3, 0.4];

export function MonthlyScoreChart({ months, what }: { months: CalibrationResponse['months']; what: string }) {
  const [asTable, setAsTable] = useState(false);
  const shown = months.slice(-SHOWN);
  const top = Math.max(0.4, ...shown.map((m) => m.brier));
  const plotH = H - TOP - BOTTOM;
  const y = (v: number) => TOP + (1 - v / top) * plotH;
  const slot = (W - LEFT - 4) / Math.max(1, shown.length);
  const summary =
    shown.length === 0
      ? `No ${what} pugs with a predicted chance yet.`
      : `${what} Brier score per month, UTC (lower is better; a coin flip scores 0.25): ` +
        shown.map((m) => `${monthLabel(m.month)} ${score(m.brier)} over ${pugCount(m.pugs)}`).join('; ') +
        '.';
  return (
    <Stack gap="sm">
      <svg role="img" aria-label={summary} viewBox={`0 0 ${W} ${H}`} width="100%" style={{ maxWidth: 640 }} data-testid="monthly-score-chart">
        {TICKS.filter((t) => t <= top).map((t) => (
          <g key={t}>
            <line x1={LEFT} y1={y(t)} x2={W - 4} y2={y(t)} stroke={vars.color.border} strokeWidth={0.5} />
            <text x={LEFT - 5} y={y(t) + 4} fontSize={11} textAnchor="end" fill={vars.color.textMuted}>
              {t.toFixed(1)}
            </text>
          </g>
        ))}
        {shown.map((m, i) => (
          <g key={m.month}>
            <rect
              x={LEFT + i * slot + slot * 0.2}
              y={y(m.brier)}
              width={slot * 0.6}
              height={y(0) - y(m.brier)}
              fill={vars.color.primary}
              data-testid="month-bar"
            />
            {shown.length <= 6 || i % 2 === shown.length % 2 ? (
              <text x={LEFT + i * slot + slot / 2} y={H - BOTTOM + 14} fontSize={11} textAnchor="middle" fill={vars.color.textMuted}>
                {monthLabel(m.month).split(' ')[0]}
              </text>
            ) : null}
          </g>
        ))}
        <line
          x1={LEFT}
          y1={y(COIN_FLIP.brier)}
          x2={W - 4}
          y2={y(COIN_FLIP.brier)}
          stroke={vars.color.warning}
          strokeWidth={1.5}
          strokeDasharray="6 4"
          data-testid="coin-flip"
        />
        <text x={W - 6} y={y(COIN_FLIP.brier) - 4} fontSize={11} textAnchor="end" fill={vars.color.text}>
          coin flip 0.25
        </text>
        <text x={LEFT} y={H - 4} fontSize={11} fill={vars.color.text}>
          Brier score per month (UTC)
        </text>
      </svg>
      <Button size="sm" variant="secondary" aria-expanded={asTable} onClick={() => setAsTable((v) => !v)}>
        {asTable ? 'Hide the table' : 'Show as a table'}
      </Button>
      {asTable ? (
        <Table caption={`${what} prediction scores per month (UTC), oldest first`}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Month</TableHeaderCell>
              <TableHeaderCell numeric>Pugs</TableHeaderCell>
              <TableHeaderCell numeric>Brier</TableHeaderCell>
              <TableHeaderCell numeric>Log loss</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {months.map((m) => (
              <TableRow key={m.month}>
                <TableCell>{monthLabel(m.month)}</TableCell>
                <TableCell numeric>{m.pugs}</TableCell>
                <TableCell numeric>{score(m.brier)}</TableCell>
                <TableCell numeric>{score(m.logLoss)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Stack>
  );
}
