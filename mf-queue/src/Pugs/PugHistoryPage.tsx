import { Fragment, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, Callout, Heading, Inline, Spinner, Stack, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, Text } from '@pug/design-system';
import { didWin, formatEloDelta, pathOf, pugLabel, pugStatusLabel, type Pug, type PugHistoryResponse, routes, type SteamId } from '@pug/domain';
import { useApi } from '@pug/platform';
import type { Viewer } from '../session/useViewer.ts';
import { usePost } from './usePost.ts';

const when = (ms: number) => new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The viewer's part in a pug ("You" column): the result with the elo it gave, subbed out, or playing; '' when not in it. */
export function resultFor(pug: Pug, steamid: SteamId | null): string {
  if (!steamid) return '';
  const team = steamid in pug.teams.blu ? 'blu' : steamid in pug.teams.red ? 'red' : null;
  if (!team) return pug.subbedPlayers.some((s) => s.steamid === steamid) ? 'Subbed out' : '';
  if (pug.phase !== 'Complete') return 'Playing';
  if (!pug.data.score) return pug.endedBy === 'admin' ? 'Ended by an admin' : 'No result';
  const [blu, red] = pug.data.score;
  const delta = pug.teams[team][steamid]?.eloDelta;
  const outcome = blu === red ? 'Draw' : didWin(team, pug.data.score) ? 'Won' : 'Lost';
  return delta === undefined ? outcome : `${outcome} ${formatEloDelta(delta)}`;
}

/** `/pugs`: past and running pugs, newest first; signed-in players can narrow it to their own. */
export function PugHistoryPage({ viewer, basePath }: { viewer: Viewer | null; basePath: string }) {
  const api = useApi();
  const [mine, setMine] = useState(false);
  const only = mine && viewer ? viewer.steamid : null;
  const body = useMemo(() => ({ keys: [], ids: [], maps: [], users: only ? [only] : [] }), [only]);
  const pugs = usePost<PugHistoryResponse>(api, pathOf(routes.pugHistoryDict), body);
  const rows = [...(pugs.data ?? [])].sort((a, b) => b.startAt - a.startAt);

  return (
    <Stack gap="lg">
      <Inline gap="md" justify="between">
        <Heading level={1}>Pug history</Heading>
        <Link to="/">Back to the queues</Link>
      </Inline>
      {viewer ? (
        <Inline gap="sm">
          <Button size="sm" variant={mine ? 'secondary' : 'primary'} aria-pressed={!mine} onClick={() => setMine(false)}>
            All pugs
          </Button>
          <Button size="sm" variant={mine ? 'primary' : 'secondary'} aria-pressed={mine} onClick={() => setMine(true)}>
            My pugs
          </Button>
        </Inline>
      ) : null}
      {pugs.loading && !pugs.data ? <Spinner label="Loading pugs…" /> : null}
      {pugs.error && !pugs.data ? (
        <Callout tone="error" title="Pugs could not be loaded">
          {pugs.error}
        </Callout>
      ) : null}
      {pugs.data && rows.length === 0 ? <Text tone="muted">No pugs yet.</Text> : null}
      {rows.length > 0 ? (
        <Table caption="Pugs, newest first">
          <TableHead>
            <TableRow>
              <TableHeaderCell>Pug</TableHeaderCell>
              <TableHeaderCell phoneHidden>Started</TableHeaderCell>
              <TableHeaderCell phoneHidden>Queue</TableHeaderCell>
              <TableHeaderCell>Map</TableHeaderCell>
              <TableHeaderCell phoneHidden>Status</TableHeaderCell>
              <TableHeaderCell numeric short="Score">
                Score (BLU – RED)
              </TableHeaderCell>
              {viewer ? <TableHeaderCell>You</TableHeaderCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((pug) => (
              <TableRow key={pug._id}>
                <TableCell>
                  <Link to={`${basePath}/${encodeURIComponent(pug._id)}`}>{pugLabel(pug)}</Link>
                </TableCell>
                <TableCell phoneHidden>{when(pug.startAt)}</TableCell>
                <TableCell phoneHidden>{pug.shorthand || pug.queueName}</TableCell>
                <TableCell>{breakableMapName(pug.map)}</TableCell>
                <TableCell phoneHidden>{pugStatusLabel(pug)}</TableCell>
                <TableCell numeric>{pug.data.score ? `${pug.data.score[0]} – ${pug.data.score[1]}` : '–'}</TableCell>
                {viewer ? <TableCell>{resultFor(pug, viewer.steamid)}</TableCell> : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Stack>
  );
}

/** A map name that may break after its underscores on a narrow screen (koth_product_final). */
function breakableMapName(map: string) {
  const parts = map.split('_');
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 ? (
        <>
          _<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}
