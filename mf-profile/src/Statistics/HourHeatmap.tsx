/**
 * Pugs per hour of the week, UTC (docs/decisions.md "Statistics from counters"): a 7×24 SVG grid,
 * Monday first (turned on a phone), each cell's opacity its share of the busiest hour; an image with a summary, and the
 * counts one click away as a table (a row per hour, a column per day, so it fits a phone).
 */
import { useState } from 'react';
import { Button, Stack, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, vars } from '@pug/design-system';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * The grid: days down and hours across on a wide screen; on a phone (`tall`) hours down and days
 * across, so its labels keep a readable size at the phone's width.
 */
function WeekGrid({ perHourOfWeek, most, summary, tall = false }: { perHourOfWeek: readonly number[]; most: number; summary: string; tall?: boolean }) {
  const [cw, ch, left, top] = tall ? [40, 14, 44, 18] : [24, 24, 36, 16];
  const [across, down] = tall ? [7, 24] : [24, 7];
  const cell = (d: number, h: number) => (tall ? { x: left + d * cw, y: top + h * ch } : { x: left + h * cw, y: top + d * ch });
  return (
    <svg role="img" aria-label={summary} viewBox={`0 0 ${left + across * cw} ${top + down * ch}`} width="100%" data-testid="hour-heatmap">
      {[0, 6, 12, 18].map((h) =>
        tall ? (
          <text key={h} x={0} y={top + h * ch + ch - 3} fontSize={11} fill={vars.color.textMuted}>
            {hourText(h)}
          </text>
        ) : (
          <text key={h} x={left + h * cw} y={top - 4} fontSize={11} fill={vars.color.textMuted}>
            {hourText(h)}
          </text>
        ),
      )}
      {DAYS.map((day, d) => (
        <g key={day}>
          {tall ? (
            <text x={left + d * cw + cw / 2} y={top - 5} fontSize={12} fill={vars.color.textMuted} textAnchor="middle">
              {day}
            </text>
          ) : (
            <text x={0} y={top + d * ch + ch * 0.7} fontSize={12} fill={vars.color.textMuted}>
              {day}
            </text>
          )}
          {Array.from({ length: 24 }, (_, h) => {
            const n = perHourOfWeek[d * 24 + h] ?? 0;
            const { x, y } = cell(d, h);
            return (
              <rect
                key={h}
                x={x + 1}
                y={y + 1}
                width={cw - 2}
                height={ch - 2}
                rx={3}
                fill={n === 0 ? vars.color.surfaceRaised : vars.color.primary}
                fillOpacity={n === 0 ? 1 : 0.2 + (0.8 * n) / most}
              />
            );
          })}
        </g>
      ))}
    </svg>
  );
}

export function HourHeatmap({ perHourOfWeek, what }: { perHourOfWeek: readonly number[]; what: string }) {
  const [asTable, setAsTable] = useState(false);
  // As the elo chart does: the shape is chosen for the window the page opened in.
  const phone = typeof window !== 'undefined' && window.innerWidth < 600;
  const most = Math.max(0, ...perHourOfWeek);
  const busiest = perHourOfWeek.indexOf(most);
  const summary =
    most === 0
      ? `No ${what} pugs yet.`
      : `${what} pugs by the hour of the week they ended, UTC. The busiest hour: ${DAY_NAMES[Math.floor(busiest / 24)]} ${hourText(busiest % 24)} UTC, ${most} pugs.`;
  return (
    <Stack gap="sm">
      <WeekGrid perHourOfWeek={perHourOfWeek} most={most} summary={summary} tall={phone} />
      <Button size="sm" variant="secondary" aria-expanded={asTable} onClick={() => setAsTable((v) => !v)}>
        {asTable ? 'Hide the table' : 'Show as a table'}
      </Button>
      {asTable ? (
        <Table caption={`${what} pugs by hour (UTC) and day of the week`}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Hour (UTC)</TableHeaderCell>
              {DAYS.map((day) => (
                <TableHeaderCell key={day} numeric>
                  {day}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {Array.from({ length: 24 }, (_, h) => (
              <TableRow key={h}>
                <TableHeaderCell scope="row">{hourText(h)}</TableHeaderCell>
                {DAYS.map((day, d) => (
                  <TableCell key={day} numeric>
                    {perHourOfWeek[d * 24 + h] ?? 0}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Stack>
  );
}
