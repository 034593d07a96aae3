/** The hall of fame of one format: three top-10 tables (most pugs, most medic pugs, longest win streak) linking to profiles. */
import { Link } from 'react-router';
import { Avatar, Heading, Inline, Stack, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, Text, Tiles } from '@pug/design-system';
import { avatarUrl, FALLBACK_AVATAR_URL, type HallOfFameResponse, type HallOfFameRow } from '@pug/domain';

function Board({ title, unit, rows, viewer }: { title: string; unit: string; rows: HallOfFameRow[]; viewer: string | undefined }) {
  return (
    <Stack gap="sm">
      <Heading level={3}>{title}</Heading>
      {rows.length === 0 ? (
        <Text tone="muted">Nobody yet.</Text>
      ) : (
        <Table caption={`${title}, top ${rows.length}`}>
          <TableHead>
            <TableRow>
              <TableHeaderCell numeric>Rank</TableHeaderCell>
              <TableHeaderCell>Player</TableHeaderCell>
              <TableHeaderCell numeric>{unit}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.steamid} current={r.steamid === viewer}>
                <TableCell numeric>{r.rank}</TableCell>
                <TableCell>
                  <Inline gap="sm" wrap={false}>
                    <Avatar src={avatarUrl(r)} fallbackSrc={FALLBACK_AVATAR_URL} alt="" size={24} />
                    <Link to={`/players/${r.steamid}`}>{r.alias}</Link>
                  </Inline>
                </TableCell>
                <TableCell numeric>{r.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}

export function HallOfFame({ hall, viewer }: { hall: HallOfFameResponse; viewer: string | undefined }) {
  return (
    <Tiles>
      <Board title="Most pugs" unit="Pugs" rows={hall.mostPugs} viewer={viewer} />
      <Board title="Most medic pugs" unit="Pugs" rows={hall.mostMedicPugs} viewer={viewer} />
      <Board title="Longest win streak" unit="Wins" rows={hall.longestWinStreak} viewer={viewer} />
    </Tiles>
  );
}
