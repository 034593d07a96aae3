/**
 * `/statistics`: one format's statistics (pugs per day, per hour of the week, maps, queue fill
 * times, the class the queue waited for last) and its hall of fame (docs/product.md "Statistics
 * and hall of fame"). The format and the days live in the URL. Days and hours are UTC, and say so.
 */
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Card,
  Heading,
  Inline,
  SelectField,
  Spinner,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Text,
} from '@pug/design-system';
import {
  ELO_FORMATS,
  type EloFormat,
  fillBucketLabel,
  formatDisplayName,
  type HallOfFameResponse,
  pathOf,
  roleDisplayName,
  routes,
  STATISTICS_DAY_CHOICES,
  statisticsQuerySchema,
  type StatisticsResponse,
} from '@pug/domain';
import { useApiQuery, useSession } from '@pug/platform';
import { HallOfFame } from './HallOfFame.tsx';
import { HourHeatmap } from './HourHeatmap.tsx';
import { PerDayChart } from './PerDayChart.tsx';

const minutes = (ms: number) => (ms < 60_000 ? `${Math.round(ms / 1000)} s` : `${Math.round(ms / 60_000)} min`);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <Stack gap="md">
        <Heading level={2} id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}

function CountTable({ caption, head, rows }: { caption: string; head: string; rows: { key: string; label: string; pugs: number }[] }) {
  return (
    <Table caption={caption}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>{head}</TableHeaderCell>
          <TableHeaderCell numeric>Pugs</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key}>
            <TableCell>{r.label}</TableCell>
            <TableCell numeric>{r.pugs}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function StatisticsSections({ stats, what }: { stats: StatisticsResponse; what: string }) {
  return (
    <>
      <Section id="per-day-heading" title={`Pugs per day (last ${stats.perDay.length} days, UTC)`}>
        <Text tone="muted">{stats.totalPugs} finished pugs with a result, all time.</Text>
        <PerDayChart perDay={stats.perDay} what={what} />
      </Section>
      <Section id="per-hour-heading" title="When pugs are played (UTC)">
        <HourHeatmap perHourOfWeek={stats.perHourOfWeek} what={what} />
      </Section>
      <Section id="maps-heading" title="Maps played">
        {stats.maps.length === 0 ? (
          <Text tone="muted">No maps played yet.</Text>
        ) : (
          <CountTable caption={`${what} maps by pugs played`} head="Map" rows={stats.maps.map((m) => ({ key: m.map, label: m.map, pugs: m.pugs }))} />
        )}
      </Section>
      <Section id="fill-heading" title="How long the queue takes to fill">
        {stats.fill.pugs === 0 || stats.fill.meanMs === null ? (
          <Text tone="muted">No fill times yet: they are kept for pugs started from this version on.</Text>
        ) : (
          <>
            <Text>
              From the first add of a round to its ready-up: {minutes(stats.fill.meanMs)} on average, over {stats.fill.pugs} pugs.
            </Text>
            <CountTable
              caption={`${what} queue fill times`}
              head="Time to fill"
              rows={stats.fill.buckets.map((pugs, b) => ({ key: String(b), label: fillBucketLabel(b), pugs }))}
            />
          </>
        )}
      </Section>
      <Section id="waited-heading" title="The class the queue waited for">
        {stats.waitedFor.length === 0 && stats.filledAtOnce === 0 ? (
          <Text tone="muted">Nothing counted yet: kept for pugs started from this version on.</Text>
        ) : (
          <CountTable
            caption={`${what}: the class missing last before the pug filled`}
            head="Class"
            rows={[
              ...stats.waitedFor.map((w) => ({ key: w.slot, label: roleDisplayName(w.slot), pugs: w.pugs })),
              ...(stats.filledAtOnce > 0 ? [{ key: 'none', label: 'None (the queue was already full)', pugs: stats.filledAtOnce }] : []),
            ]}
          />
        )}
      </Section>
    </>
  );
}

export function StatisticsPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const parsed = statisticsQuerySchema.safeParse(Object.fromEntries(params));
  const { format, days } = parsed.success ? parsed.data : statisticsQuerySchema.parse({});
  const what = formatDisplayName(format);
  const update = (change: Partial<{ format: EloFormat; days: number }>) => {
    const next = { format, days, ...change };
    setParams(new URLSearchParams({ format: next.format, days: String(next.days) }));
  };
  const stats = useApiQuery<StatisticsResponse>(`${pathOf(routes.statistics)}?${new URLSearchParams({ format, days: String(days) }).toString()}`);
  const hall = useApiQuery<HallOfFameResponse>(`${pathOf(routes.hallOfFame)}?format=${format}`);
  // Right after a switch the previous answers are still held: they are not shown under the new
  // format's headings (a name clicked there would open another format's player).
  const shownStats = stats.data?.format === format && stats.data.perDay.length === days ? stats.data : undefined;
  const shownHall = hall.data?.format === format ? hall.data : undefined;
  return (
    <Stack gap="lg">
      <Heading level={1}>Statistics</Heading>
      <Text>
        How well the predicted odds matched the results: <Link to="/calibration">calibration</Link>.
      </Text>
      <Inline gap="md" align="end">
        <SelectField
          label="Format"
          value={format}
          onChange={(e) => update({ format: e.target.value as EloFormat })}
          options={ELO_FORMATS.map((f) => ({ value: f, label: formatDisplayName(f) }))}
        />
        <SelectField
          label="Days"
          value={String(days)}
          onChange={(e) => update({ days: Number(e.target.value) })}
          options={STATISTICS_DAY_CHOICES.map((d) => ({ value: String(d), label: `Last ${d} days` }))}
        />
      </Inline>
      {stats.loading && !shownStats ? <Spinner label="Loading the statistics…" /> : null}
      {shownStats ? <StatisticsSections stats={shownStats} what={what} /> : null}
      <Section id="hall-of-fame" title={`${what} hall of fame`}>
        <Text tone="muted">Finished pugs with a result; cancelled pugs do not count, nor a pug a player was subbed out of. A draw ends a win streak.</Text>
        {hall.loading && !shownHall ? <Spinner label="Loading the hall of fame…" /> : null}
        {shownHall ? <HallOfFame hall={shownHall} viewer={user?.steamid} /> : null}
      </Section>
    </Stack>
  );
}
