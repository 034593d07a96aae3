import { Callout, Heading, Stack, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, Text } from '@pug/design-system';
import { displayElo, displayEloDelta, pugResultText, pugStatusLabel, roleDisplayName, type Pug, type TeamName } from '@pug/domain';
import { aliasOf, type UserDirectory } from '../users/playerDisplay.ts';

const TEAM_LABEL: Record<TeamName, string> = { blu: 'BLU', red: 'RED' };

/**
 * A finished pug's end, on its page: the result ("RED won 3–1") and each player's elo after it, an
 * integer with the signed change ("1612 (+14)"; two decimals only in the elo toast), or,
 * for a pug called off, who ended it and why ("Ended by an admin", never "Complete").
 */
export function PugResult({ pug, users }: { pug: Pug; users: UserDirectory }) {
  if (pug.phase !== 'Complete') return null;
  const result = pugResultText(pug);
  const status = pugStatusLabel(pug);
  if (!result) {
    return (
      <Callout tone="warning" title={status}>
        {pug.endReason ? `${pug.endReason}. ` : ''}No result: nobody’s elo changed.
      </Callout>
    );
  }
  const changes = (['blu', 'red'] as const).flatMap((team) =>
    Object.entries(pug.teams[team]).flatMap(([steamid, seat]) => (seat.eloDelta === undefined ? [] : [{ steamid, team, seat, delta: seat.eloDelta }])),
  );
  changes.sort((a, b) => b.delta - a.delta);
  return (
    <Stack gap="sm" as="section" aria-labelledby="pug-result-heading">
      <Heading level={2} id="pug-result-heading">
        Result: {result}
      </Heading>
      {pug.resultByAdmin ? (
        <Callout tone="info" title="Ended by an admin with the score so far">
          {pug.endReason}
        </Callout>
      ) : null}
      {changes.length > 0 ? (
        <Table caption="Elo changes">
          <TableHead>
            <TableRow>
              <TableHeaderCell>Player</TableHeaderCell>
              <TableHeaderCell phoneHidden>Team</TableHeaderCell>
              <TableHeaderCell>Class</TableHeaderCell>
              <TableHeaderCell numeric>Elo (change)</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map(({ steamid, team, seat, delta }) => (
              <TableRow key={steamid}>
                <TableCell>{aliasOf(steamid, users)}</TableCell>
                <TableCell phoneHidden>{TEAM_LABEL[team]}</TableCell>
                <TableCell>{roleDisplayName(seat.role)}</TableCell>
                <TableCell numeric>
                  <Text as="span" mono>
                    {seat.elo !== undefined ? `${displayElo(seat.elo + delta)} ` : ''}
                    <Text as="span" mono tone={delta >= 0 ? 'success' : 'error'}>
                      (<span data-testid={`elo-change-${steamid}`}>{displayEloDelta(delta)}</span>)
                    </Text>
                  </Text>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Text tone="muted">No elo changes recorded yet.</Text>
      )}
    </Stack>
  );
}
