import { lazy, Suspense, useState } from 'react';
import {
  Badge,
  Card,
  Heading,
  RecentResults,
  SelectField,
  Spinner,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Tabs,
  Text,
} from '@pug/design-system';
import { displayElo, divisionShorthand, formatDisplayName, roleDisplayName, type EloFormat, type ProfileResponse, type Role } from '@pug/domain';
import { classRows, formatsWithElo } from './roleStats.ts';

// chart.js is large: it loads only when a profile shows a chart.
const EloChart = lazy(() => import('./EloChart.tsx'));

/** Per format and class: elo (rounded), wins and losses, the last 7 pugs, the win streak, the division; and the elo over time. */
/** `eloVersion`: bumped when the player's elo changed (ProfilePage), to read the chart again. */
export function StatsCard({ profile, eloVersion = 0 }: { profile: ProfileResponse; eloVersion?: number }) {
  const formats = formatsWithElo(profile);
  const [chosen, setFormat] = useState<EloFormat | null>(null);
  const format = chosen && formats.includes(chosen) ? chosen : (formats[0] ?? null);
  const rows = format ? classRows(profile, format) : [];
  const played = rows.filter((r) => r.pugs > 0);
  const [chosenRole, setRole] = useState<Role | null>(null);
  const role =
    chosenRole && rows.some((r) => r.role === chosenRole) ? chosenRole : ([...played].sort((a, b) => b.pugs - a.pugs)[0]?.role ?? rows[0]?.role ?? null);

  return (
    <Card as="section" aria-labelledby="stats-heading">
      <Stack gap="md">
        <Heading level={2} id="stats-heading">
          Stats
        </Heading>
        {!format ? (
          <Text tone="muted">No elo yet: this player has not finished a pug.</Text>
        ) : (
          <Tabs
            items={formats.map((f) => ({ id: f, label: formatDisplayName(f) }))}
            value={format}
            onValueChange={(id) => setFormat(id as EloFormat)}
            label="Format"
          >
            <Stack gap="md">
              <Table caption={`${formatDisplayName(format)}: elo and results by class`}>
                <TableHead>
                  <TableRow>
                    <TableHeaderCell>Class</TableHeaderCell>
                    <TableHeaderCell numeric>Elo</TableHeaderCell>
                    <TableHeaderCell>Division</TableHeaderCell>
                    <TableHeaderCell numeric>W</TableHeaderCell>
                    <TableHeaderCell numeric>L</TableHeaderCell>
                    <TableHeaderCell>Last 7</TableHeaderCell>
                    <TableHeaderCell numeric>Streak</TableHeaderCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((r) => {
                    const division = r.stats?.division || '';
                    return (
                      <TableRow key={r.role}>
                        <TableCell>{roleDisplayName(r.role)}</TableCell>
                        <TableCell numeric>{displayElo(r.elo)}</TableCell>
                        <TableCell>
                          <Badge division={divisionShorthand(division)} title={division || 'No pugs yet'} />
                        </TableCell>
                        <TableCell numeric>{r.stats?.w ?? 0}</TableCell>
                        <TableCell numeric>{r.stats?.l ?? 0}</TableCell>
                        <TableCell>{r.stats?.recentPugs.length ? <RecentResults results={r.stats.recentPugs} /> : <Text tone="muted">–</Text>}</TableCell>
                        <TableCell numeric>{r.stats?.winStreak ?? 0}</TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
              {role ? (
                <Stack gap="sm">
                  <SelectField
                    label="Elo over time for"
                    value={role}
                    onChange={(e) => setRole(e.target.value as Role)}
                    options={rows.map((r) => ({ value: r.role, label: roleDisplayName(r.role) }))}
                  />
                  <Suspense fallback={<Spinner label="Loading the chart…" />}>
                    <EloChart steamid={profile.steamid} format={format} role={role} eloVersion={eloVersion} />
                  </Suspense>
                </Stack>
              ) : null}
            </Stack>
          </Tabs>
        )}
      </Stack>
    </Card>
  );
}
