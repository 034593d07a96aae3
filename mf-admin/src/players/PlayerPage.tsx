import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  Badge,
  Button,
  Callout,
  Card,
  Heading,
  Inline,
  Spinner,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Text,
  useConfirm,
} from '@pug/design-system';
import { type AdminDiscipline, type AdminPlayerResponse, isBanActive, pathOf, routes } from '@pug/domain';
import { useApi, useApiQuery, useToast } from '@pug/platform';
import { formatDateTime } from '../shared/format.ts';
import { PlayerAvatar } from '../shared/PlayerAvatar.tsx';
import { DisciplineDialog } from './DisciplineDialog.tsx';
import { PlayerMedicCredit } from './PlayerMedicCredit.tsx';
import { PlayerRatings } from './PlayerRatings.tsx';
import { PlayerReliability } from './PlayerReliability.tsx';
import { PlayerStatus } from './PlayerStatus.tsx';

function kindOf(d: AdminDiscipline): string {
  if (d.isBan && d.isCaptainRestrict) return 'Ban + no captain';
  return d.isBan ? 'Ban' : 'No captain';
}

function appealOf(d: AdminDiscipline): string {
  if (!d.appeal) return '–';
  if (d.appealAccepted) return 'Accepted';
  if (d.appealRejected) return 'Rejected';
  return 'Waiting';
}

/** /admin/players/:steamid: a player's standing, discipline history, ratings and reports; ban, restrict, or lift an entry; adjust a rating. */
export function PlayerPage({ basePath }: { basePath: string }) {
  const { steamid = '' } = useParams();
  const api = useApi();
  const toast = useToast();
  const { confirm, dialog } = useConfirm();
  const query = useApiQuery<AdminPlayerResponse>(pathOf(routes.adminPlayer, { id: steamid }));
  const [disciplining, setDisciplining] = useState(false);
  const data = query.data;
  if (query.loading && !data) return <Spinner label="Loading the player…" />;
  if (!data)
    return (
      <Callout tone="error" title="This player could not be loaded">
        {query.error?.message ?? 'Unknown error'} <Link to={`${basePath}/players`}>Back to players</Link>
      </Callout>
    );
  const { player } = data;
  const now = Date.now();

  const lift = async (entry: AdminDiscipline) => {
    if (
      !(await confirm({
        title: `Delete this ${kindOf(entry).toLowerCase()} of ${player.alias}?`,
        description: entry.reason,
        confirmLabel: 'Delete entry',
        tone: 'danger',
      }))
    )
      return;
    try {
      await api.post(pathOf(routes.deleteBan), { userId: player.steamid, _id: entry._id });
      toast.show({ variant: 'info', title: 'Entry deleted' });
      await query.refetch();
    } catch {
      // toasted by the api client
    }
  };

  return (
    <Stack gap="lg">
      <Inline gap="md" justify="between">
        <Inline gap="sm">
          <PlayerAvatar player={player} alt={`${player.alias}'s avatar`} size={48} />
          <Stack gap="xxs">
            <Heading level={2}>{player.alias}</Heading>
            <Text mono size="sm" tone="muted">
              {player.steamid}
            </Text>
          </Stack>
        </Inline>
        <Inline gap="sm">
          <Link to={`/players/${player.steamid}`}>Profile</Link>
          <Button variant="danger" onClick={() => setDisciplining(true)}>
            Ban or restrict…
          </Button>
        </Inline>
      </Inline>
      <PlayerStatus player={player} />
      <Text size="sm" tone="muted">
        Joined {formatDateTime(player.createdAt)} · last seen {formatDateTime(player.lastSeenAt)}
      </Text>

      <Stack gap="sm">
        <Heading level={3}>Discipline history</Heading>
        {data.disciplineHistory.length === 0 ? (
          <Text tone="muted">No bans or restrictions.</Text>
        ) : (
          <Table caption={`Discipline history of ${player.alias}`}>
            <TableHead>
              <TableRow>
                <TableHeaderCell>Issued</TableHeaderCell>
                <TableHeaderCell>Kind</TableHeaderCell>
                <TableHeaderCell>Reason</TableHeaderCell>
                <TableHeaderCell>Ends</TableHeaderCell>
                <TableHeaderCell>By</TableHeaderCell>
                <TableHeaderCell>Appeal</TableHeaderCell>
                <TableHeaderCell>Actions</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.disciplineHistory.map((entry) => (
                <TableRow key={entry._id}>
                  <TableCell>{formatDateTime(entry.date)}</TableCell>
                  <TableCell>
                    <Inline gap="xxs">
                      {kindOf(entry)}
                      {entry.isBan && isBanActive(entry, now) ? <Badge tone="error">Active</Badge> : null}
                    </Inline>
                  </TableCell>
                  <TableCell>{entry.reason}</TableCell>
                  <TableCell>{entry.expires == null ? 'Never' : formatDateTime(entry.expires)}</TableCell>
                  <TableCell>{entry.issuedByAlias ?? entry.issuedBy ?? '–'}</TableCell>
                  <TableCell>{appealOf(entry)}</TableCell>
                  <TableCell>
                    <Button size="sm" variant="ghost" aria-label={`Delete the entry “${entry.reason}”`} onClick={() => void lift(entry)}>
                      Delete
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>

      <PlayerRatings steamid={player.steamid} alias={player.alias} />

      <PlayerReliability steamid={player.steamid} alias={player.alias} reliability={data.reliability} onLifted={() => void query.refetch()} />

      <PlayerMedicCredit medic={data.medic} now={Date.now()} />

      <Stack gap="sm">
        <Heading level={3}>Reports about {player.alias}</Heading>
        {data.reports.length === 0 ? (
          <Text tone="muted">No reports.</Text>
        ) : (
          data.reports.map((report) => (
            <Card key={report._id}>
              <Stack gap="xxs">
                <Inline gap="xs">
                  <Badge tone={report.handled ? 'neutral' : 'warning'}>{report.handled ? 'Handled' : 'Open'}</Badge>
                  <Text weight="bold">{report.category}</Text>
                  <Text size="sm" tone="muted">
                    by {report.reporterAlias} · {formatDateTime(report.createdAt)} · <Link to={`/pugs/${report.pugId}`}>pug</Link>
                  </Text>
                </Inline>
                <Text size="sm">{report.description}</Text>
              </Stack>
            </Card>
          ))
        )}
      </Stack>
      <DisciplineDialog open={disciplining} player={player} onOpenChange={setDisciplining} onDone={() => void query.refetch()} />
      {dialog}
    </Stack>
  );
}
