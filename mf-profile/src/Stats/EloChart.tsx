/**
 * The elo over time in one class, drawn by Chart.js (canvas, no eval: it runs under the site's
 * CSP) and loaded lazily with this module. The canvas is an image with a summary for screen
 * readers; the same points are one click away as a table.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { CategoryScale, Chart as ChartJS, LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartOptions } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { Button, Spinner, Stack, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, Text } from '@pug/design-system';
import { displayElo, type EloFormat, type EloHistoryResponse, formatDisplayName, pathOf, type Role, roleDisplayName, routes } from '@pug/domain';
import { useApiQuery } from '@pug/platform';
import { useRefetchOnChange } from '../shared/useRefetchOnChange.ts';

ChartJS.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip);

const day = (ms: number) => new Date(ms).toLocaleDateString(undefined, { dateStyle: 'medium' });
const ORANGE = '#f28c28';

export default function EloChart({ steamid, format, role, eloVersion = 0 }: { steamid: string; format: EloFormat; role: Role; eloVersion?: number }) {
  const points = useApiQuery<EloHistoryResponse>(`${pathOf(routes.playerElo, { id: steamid })}?format=${format}&role=${role}`);
  useRefetchOnChange(points.refetch, eloVersion);
  const [asTable, setAsTable] = useState(false);
  const data = points.data ?? [];
  const what = `${formatDisplayName(format)} ${roleDisplayName(role)}`;
  if (points.loading && !points.data) return <Spinner label="Loading elo history…" />;
  if (data.length === 0) return <Text tone="muted">No pugs in {what} yet.</Text>;

  const elos = data.map((p) => displayElo(p.elo));
  const summary = `Elo in ${what} over ${data.length} pugs, from ${elos[0]} on ${day(data[0]!.at)} to ${elos.at(-1)} on ${day(data.at(-1)!.at)}; lowest ${Math.min(...elos)}, highest ${Math.max(...elos)}.`;
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: true,
    // Flatter on wide screens, taller on phones.
    aspectRatio: typeof window !== 'undefined' && window.innerWidth < 640 ? 1.6 : 3,
    animation: false,
    plugins: { legend: { display: false }, tooltip: { callbacks: { label: (ctx) => `Elo ${String(ctx.parsed.y)}` } } },
    scales: {
      x: { ticks: { color: '#9aa4b2', maxTicksLimit: 6, autoSkip: true }, grid: { color: 'rgba(154,164,178,0.12)' } },
      y: { ticks: { color: '#9aa4b2' }, grid: { color: 'rgba(154,164,178,0.12)' } },
    },
  };
  return (
    <Stack gap="sm">
      <Line
        role="img"
        aria-label={summary}
        options={options}
        data={{
          labels: data.map((p) => day(p.at)),
          datasets: [{ data: elos, borderColor: ORANGE, backgroundColor: ORANGE, pointRadius: data.length > 60 ? 0 : 2, tension: 0.2 }],
        }}
      />
      <Button size="sm" variant="secondary" aria-expanded={asTable} onClick={() => setAsTable((v) => !v)}>
        {asTable ? 'Hide the table' : 'Show as a table'}
      </Button>
      {asTable ? (
        <Table caption={`Elo in ${what}, oldest first`}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Date</TableHeaderCell>
              <TableHeaderCell numeric>Elo</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((p, i) => (
              <TableRow key={`${p.at}-${i}`}>
                <TableCell>{p.pugId ? <Link to={`/pugs/${encodeURIComponent(p.pugId)}`}>{day(p.at)}</Link> : day(p.at)}</TableCell>
                <TableCell numeric>{elos[i]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Stack>
  );
}
