import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Heading, Inline, Spinner, Stack, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, Text } from '@pug/design-system';
import { displayElo, formatEloDelta, pathOf, pugLabel, type PlayerPugRow, type PlayerPugsResponse, roleDisplayName, routes } from '@pug/domain';
import { useApiQuery } from '@pug/platform';
import { useRefetchOnChange } from '../shared/useRefetchOnChange.ts';

const when = (ms: number) => new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const RESULT: Record<NonNullable<PlayerPugRow['result']>, string> = { win: 'Won', loss: 'Lost', draw: 'Draw' };

function resultOf(p: PlayerPugRow): string {
  if (p.subbedOut) return 'Subbed out';
  return p.result ? RESULT[p.result] : '–';
}

/**
 * The player's finished pugs, newest first, a page at a time, with the elo each one gave or took;
 * read again when `eloVersion` changes (a pug of theirs ended: ProfilePage).
 */
export function PlayerPugs({ steamid, eloVersion = 0 }: { steamid: string; eloVersion?: number }) {
  const [page, setPage] = useState(1);
  const query = useApiQuery<PlayerPugsResponse>(`${pathOf(routes.playerPugs, { id: steamid })}?page=${page}`);
  useRefetchOnChange(query.refetch, eloVersion);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Card as="section" aria-labelledby="pugs-heading">
      <Stack gap="md">
        <Heading level={2} id="pugs-heading">
          Pugs
        </Heading>
        {query.loading && !data ? <Spinner label="Loading pugs…" /> : null}
        {data && data.total === 0 ? <Text tone="muted">No finished pugs yet.</Text> : null}
        {data && data.pugs.length > 0 ? (
          <>
            <Table caption={`Pugs, newest first (page ${data.page} of ${pages})`}>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>Played</TableHeaderCell>
                  <TableHeaderCell phoneHidden>Map</TableHeaderCell>
                  <TableHeaderCell>Class</TableHeaderCell>
                  <TableHeaderCell>Result</TableHeaderCell>
                  <TableHeaderCell numeric phoneHidden>
                    Score (BLU – RED)
                  </TableHeaderCell>
                  <TableHeaderCell numeric>Elo</TableHeaderCell>
                  <TableHeaderCell numeric>Change</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.pugs.map((p) => (
                  <TableRow key={p._id}>
                    <TableCell>
                      <Link to={`/pugs/${encodeURIComponent(p._id)}`}>{p.number ? `${pugLabel(p)} · ${when(p.startAt)}` : when(p.startAt)}</Link>
                    </TableCell>
                    <TableCell phoneHidden>
                      {p.shorthand} {p.map}
                    </TableCell>
                    <TableCell>{p.role ? roleDisplayName(p.role) : '–'}</TableCell>
                    <TableCell>
                      <Text as="span" tone={p.result === 'win' ? 'success' : p.result === 'loss' ? 'error' : 'muted'}>
                        {resultOf(p)}
                      </Text>
                    </TableCell>
                    <TableCell numeric phoneHidden>
                      {p.score ? `${p.score[0]} – ${p.score[1]}` : '–'}
                    </TableCell>
                    <TableCell numeric>{p.eloBefore !== null ? displayElo(p.eloBefore) : '–'}</TableCell>
                    <TableCell numeric>
                      {p.eloDelta !== null ? (
                        <Text as="span" mono tone={p.eloDelta >= 0 ? 'success' : 'error'}>
                          {formatEloDelta(p.eloDelta)}
                        </Text>
                      ) : (
                        '–'
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Inline gap="sm" justify="end">
              <Button size="sm" variant="secondary" disabled={page <= 1 || query.loading} onClick={() => setPage((n) => n - 1)}>
                Newer
              </Button>
              <Text size="sm" aria-live="polite">
                Page {data.page} of {pages}
              </Text>
              <Button size="sm" variant="secondary" disabled={page >= pages || query.loading} onClick={() => setPage((n) => n + 1)}>
                Older
              </Button>
            </Inline>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
