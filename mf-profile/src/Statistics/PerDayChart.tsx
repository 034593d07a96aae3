/**
 * Pugs per day as SVG bars (no chart library): an image with a summary for screen readers, and
 * the same numbers one click away as a table. Colours are the design system's theme variables.
 */
import { useState } from 'react';
import { Button, Inline, Stack, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, Text, vars } from '@pug/design-system';
import type { StatisticsResponse } from '@pug/domain';

const W = 600;
const H = 140;

/** "7 Dec" of a UTC day. */
const dayLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function PerDayChart({ perDay, what }: { perDay: StatisticsResponse['perDay']; what: string }) {
  const [asTable, setAsTable] = useState(false);
  const most = Math.max(1, ...perDay.map((d) => d.pugs));
  const total = perDay.reduce((n, d) => n + d.pugs, 0);
  const busiest = perDay.reduce((best, d) => (d.pugs > best.pugs ? d : best), perDay[0]!);
  const summary =
    total === 0
      ? `No ${what} pugs in the last ${perDay.length} days.`
      : `${total} ${what} pugs in the last ${perDay.length} days (UTC), from ${dayLabel(perDay[0]!.day)} to ${dayLabel(perDay.at(-1)!.day)}; the busiest day ${dayLabel(busiest.day)} with ${busiest.pugs}.`;
  const slot = W / perDay.length;
  return (
    <Stack gap="sm">
      {/* Bars only, stretched to the width (no text in it to distort); the labels are the page's text. */}
      <svg role="img" aria-label={summary} viewBox={`0 0 ${W} ${H}`} width="100%" height={H} preserveAspectRatio="none" data-testid="per-day-chart">
        <line x1={0} y1={H - 0.5} x2={W} y2={H - 0.5} stroke={vars.color.border} />
        {perDay.map((d, i) => {
          const h = (d.pugs / most) * (H - 4);
          return <rect key={d.day} x={i * slot + slot * 0.15} y={H - h} width={slot * 0.7} height={h} fill={vars.color.primary} />;
        })}
      </svg>
      <Inline justify="between" aria-hidden="true">
        <Text size="sm" tone="muted">
          {dayLabel(perDay[0]!.day)}
        </Text>
        <Text size="sm" tone="muted">
          Tallest bar: {total === 0 ? 0 : most}
        </Text>
        <Text size="sm" tone="muted">
          {dayLabel(perDay.at(-1)!.day)}
        </Text>
      </Inline>
      <Button size="sm" variant="secondary" aria-expanded={asTable} onClick={() => setAsTable((v) => !v)}>
        {asTable ? 'Hide the table' : 'Show as a table'}
      </Button>
      {asTable ? (
        <Table caption={`${what} pugs per day (UTC), oldest first`}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Day</TableHeaderCell>
              <TableHeaderCell numeric>Pugs</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {perDay.map((d) => (
              <TableRow key={d.day}>
                <TableCell>{dayLabel(d.day)}</TableCell>
                <TableCell numeric>{d.pugs}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Stack>
  );
}
