/**
 * The reliability diagram (docs/product.md "Calibration"), SVG without a chart library: for each
 * band of predicted BLU chance that has pugs, a dot at (the band's mean predicted chance, the share
 * BLU actually won), its size by its pugs, joined by a line; the diagonal is a perfect prediction.
 * An image with a summary for screen readers; the same numbers one click away as a table. The
 * drawing is square and keeps its proportions, so its labels stay readable on a phone.
 */
import { useState } from 'react';
import { Button, Stack, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, vars } from '@pug/design-system';
import type { CalibrationResponse } from '@pug/domain';
import { bandLabel, percent, pugCount } from './format.ts';

const SIZE = 320;
const LEFT = 58;
const BOTTOM = 40;
const TOP = 12;
const RIGHT = 24;
const PLOT = SIZE - LEFT - RIGHT;
const PLOT_H = SIZE - TOP - BOTTOM;
const TICKS = [0, 0.25, 0.5, 0.75, 1];

const x = (chance: number) => LEFT + chance * PLOT;
const y = (share: number) => TOP + (1 - share) * PLOT_H;

export function ReliabilityDiagram({ calibration, what }: { calibration: CalibrationResponse; what: string }) {
  const [asTable, setAsTable] = useState(false);
  const used = calibration.bands.filter((b) => b.pugs > 0);
  const most = Math.max(1, ...used.map((b) => b.pugs));
  const summary =
    used.length === 0
      ? `No ${what} pugs with a predicted chance yet.`
      : `${what}: predicted BLU chance against the share BLU won, by band. ` +
        used.map((b) => `${bandLabel(b.from, b.to)}: ${pugCount(b.pugs)}, predicted ${percent(b.predicted!)}, BLU won ${percent(b.actual!)}`).join('; ') +
        '.';
  return (
    <Stack gap="sm">
      <svg role="img" aria-label={summary} viewBox={`0 0 ${SIZE} ${SIZE}`} width="100%" style={{ maxWidth: 440 }} data-testid="reliability-diagram">
        {TICKS.map((t) => (
          <g key={t}>
            <line x1={x(0)} y1={y(t)} x2={x(1)} y2={y(t)} stroke={vars.color.border} strokeWidth={0.5} />
            <line x1={x(t)} y1={y(0)} x2={x(t)} y2={y(1)} stroke={vars.color.border} strokeWidth={0.5} />
            <text x={LEFT - 6} y={y(t) + 4} fontSize={11} textAnchor="end" fill={vars.color.textMuted}>
              {percent(t)}
            </text>
            <text x={x(t)} y={y(0) + 15} fontSize={11} textAnchor="middle" fill={vars.color.textMuted}>
              {percent(t)}
            </text>
          </g>
        ))}
        <line x1={x(0)} y1={y(0)} x2={x(1)} y2={y(1)} stroke={vars.color.textMuted} strokeDasharray="5 4" data-testid="diagonal" />
        <text x={LEFT + PLOT / 2} y={SIZE - 4} fontSize={12} textAnchor="middle" fill={vars.color.text}>
          Predicted BLU chance
        </text>
        <text x={12} y={TOP + PLOT_H / 2} fontSize={12} textAnchor="middle" fill={vars.color.text} transform={`rotate(-90 12 ${TOP + PLOT_H / 2})`}>
          BLU won
        </text>
        {used.length > 1 ? (
          <polyline points={used.map((b) => `${x(b.predicted!)},${y(b.actual!)}`).join(' ')} fill="none" stroke={vars.color.primary} strokeWidth={2} />
        ) : null}
        {used.map((b) => (
          <circle
            key={b.from}
            cx={x(b.predicted!)}
            cy={y(b.actual!)}
            r={3 + 7 * Math.sqrt(b.pugs / most)}
            fill={vars.color.primary}
            fillOpacity={0.85}
            stroke={vars.color.surface}
            data-testid="band-dot"
          />
        ))}
      </svg>
      <Button size="sm" variant="secondary" aria-expanded={asTable} onClick={() => setAsTable((v) => !v)}>
        {asTable ? 'Hide the table' : 'Show as a table'}
      </Button>
      {asTable ? (
        <Table caption={`${what}: predicted and actual by band of predicted BLU chance`}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Predicted</TableHeaderCell>
              <TableHeaderCell numeric>Pugs</TableHeaderCell>
              <TableHeaderCell numeric>Mean</TableHeaderCell>
              <TableHeaderCell numeric>BLU won</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {calibration.bands.map((b) => (
              <TableRow key={b.from}>
                <TableCell>{bandLabel(b.from, b.to)}</TableCell>
                <TableCell numeric>{b.pugs}</TableCell>
                <TableCell numeric>{b.predicted === null ? '–' : percent(b.predicted)}</TableCell>
                <TableCell numeric>{b.actual === null ? '–' : percent(b.actual)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Stack>
  );
}
