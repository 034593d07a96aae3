import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Callout, Field, Heading, Inline, Spinner, Stack, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, Text } from '@pug/design-system';
import { type AdminPlayersResponse, pathOf, routes } from '@pug/domain';
import { useApiQuery } from '@pug/platform';
import { Pager } from '../shared/Pager.tsx';
import { PlayerAvatar } from '../shared/PlayerAvatar.tsx';
import { PlayerStatus } from './PlayerStatus.tsx';

const SEARCH_DELAY_MS = 250;

/** /admin/players: find a player by alias or Steam ID (paged in the api), then open them. */
export function PlayersPage({ basePath }: { basePath: string }) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(text.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const result = useApiQuery<AdminPlayersResponse>(`${pathOf(routes.adminPlayers)}?q=${encodeURIComponent(q)}&page=${page}`);
  const data = result.data;

  return (
    <Stack gap="md">
      <Heading level={2}>Players</Heading>
      <Field label="Search players" hint="The start of an alias, or a Steam ID (17 digits, or its first digits)">
        {(p) => <input {...p} type="search" value={text} maxLength={64} onChange={(e) => setText(e.target.value)} placeholder="Alias or Steam ID" />}
      </Field>
      {result.loading && !data ? <Spinner label="Searching…" /> : null}
      {result.error && !data ? (
        <Callout tone="error" title="Players could not be loaded">
          {result.error.message}
        </Callout>
      ) : null}
      {data ? (
        data.players.length === 0 ? (
          <Text tone="muted">No player matches “{q}”.</Text>
        ) : (
          <Stack gap="sm">
            <Table caption="Players">
              <TableHead>
                <TableRow>
                  <TableHeaderCell>Player</TableHeaderCell>
                  <TableHeaderCell>Steam ID</TableHeaderCell>
                  <TableHeaderCell>Standing</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.players.map((player) => (
                  <TableRow key={player.steamid}>
                    <TableCell>
                      <Inline gap="xs">
                        <PlayerAvatar player={player} />
                        <Link to={`${basePath}/players/${player.steamid}`}>{player.alias}</Link>
                      </Inline>
                    </TableCell>
                    <TableCell>
                      <Text as="span" mono size="sm">
                        {player.steamid}
                      </Text>
                    </TableCell>
                    <TableCell>
                      <PlayerStatus player={player} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
          </Stack>
        )
      ) : null}
    </Stack>
  );
}
