import { useState } from 'react';
import { Link } from 'react-router';
import {
  Badge,
  Button,
  Callout,
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
} from '@pug/design-system';
import {
  displayElo,
  displayEloDelta,
  ELO_PROVISIONAL_PUGS,
  formatDisplayName,
  pathOf,
  roleDisplayName,
  routes,
  type AdminRatingsResponse,
  type EloFormat,
  type RatingChange,
  type RatingClass,
  type Role,
} from '@pug/domain';
import { useApiQuery } from '@pug/platform';
import { formatDateTime } from '../shared/format.ts';
import { RatingDialog } from './RatingDialog.tsx';

const keyOf = (c: { format: EloFormat; role: Role }) => `${c.format}:${c.role}`;
const classLabel = (c: { format: EloFormat; role: Role }) => `${formatDisplayName(c.format)} ${roleDisplayName(c.role)}`;

/** What moved the rating: the pug (a link to its page), a realignment, or an admin's adjustment with its reason. */
function Why({ change }: { change: RatingChange }) {
  const pug = change.pugId ? <Link to={`/pugs/${change.pugId}`}>{change.pugNumber !== undefined ? `Pug #${change.pugNumber}` : 'Pug'}</Link> : null;
  if (change.reason === 'adjustment')
    return (
      <Stack gap="xxs">
        <Inline gap="xxs">
          <Badge tone="warning">Adjustment</Badge>
          <Text size="sm">by {change.byAlias ?? change.by ?? 'an admin'}</Text>
        </Inline>
        {change.note ? <Text size="sm">{change.note}</Text> : null}
      </Stack>
    );
  if (change.reason === 'realign') return <Text size="sm">Monthly realignment</Text>;
  if (change.reason === 'correction') return <Text size="sm">Result corrected from logs.tf{pug ? <> · {pug}</> : null}</Text>;
  return pug ?? <Text size="sm">Pug</Text>;
}

/** The player's ratings per format and class (a "New" mark while provisional), each class's changes with the pug behind them, and setting one. */
export function PlayerRatings({ steamid, alias }: { steamid: string; alias: string }) {
  const query = useApiQuery<AdminRatingsResponse>(pathOf(routes.adminPlayerRatings, { id: steamid }));
  const [shown, setShown] = useState<string | null>(null);
  const [adjusting, setAdjusting] = useState<{ format: EloFormat; role: Role; elo: number | null } | null>(null);
  const data = query.data;
  const classes = data?.classes ?? [];
  const selected: RatingClass | undefined = classes.find((c) => keyOf(c) === shown) ?? classes[0];

  return (
    <Stack gap="sm">
      <Inline gap="sm" justify="between">
        <Heading level={3}>Ratings</Heading>
        <Button
          variant="secondary"
          onClick={() =>
            setAdjusting(selected ? { format: selected.format, role: selected.role, elo: selected.elo } : { format: 'sixes', role: 'medic', elo: null })
          }
        >
          Adjust a rating…
        </Button>
      </Inline>
      {query.loading && !data ? <Spinner label="Loading the ratings…" /> : null}
      {!data && !query.loading ? (
        <Callout tone="error" title="The ratings could not be loaded">
          {query.error?.message ?? 'Unknown error'}
        </Callout>
      ) : null}
      {data && classes.length === 0 ? (
        <Text tone="muted">{`No ratings yet: a new class starts at ${displayElo(data.startingElo)} (their division's base).`}</Text>
      ) : null}
      {classes.length > 0 ? (
        <Table caption={`Ratings of ${alias}`}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Class</TableHeaderCell>
              <TableHeaderCell>Elo</TableHeaderCell>
              <TableHeaderCell>Pugs</TableHeaderCell>
              <TableHeaderCell>Actions</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {classes.map((c) => (
              <TableRow key={keyOf(c)}>
                <TableCell>
                  <Inline gap="xxs">
                    {classLabel(c)}
                    {c.provisional ? (
                      <Badge tone="info" title={`Provisional: fewer than ${ELO_PROVISIONAL_PUGS} pugs in this class, its elo moves twice as fast`}>
                        New
                      </Badge>
                    ) : null}
                  </Inline>
                </TableCell>
                <TableCell>{c.elo === null ? '–' : displayElo(c.elo)}</TableCell>
                <TableCell>{c.pugsPlayed}</TableCell>
                <TableCell>
                  <Inline gap="xxs">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-pressed={selected === c}
                      aria-label={`History of ${classLabel(c)}`}
                      onClick={() => setShown(keyOf(c))}
                    >
                      History
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Adjust ${classLabel(c)}`}
                      onClick={() => setAdjusting({ format: c.format, role: c.role, elo: c.elo })}
                    >
                      Adjust
                    </Button>
                  </Inline>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {selected ? (
        <Stack gap="xs">
          <Heading level={4}>{`Rating history · ${classLabel(selected)}`}</Heading>
          {selected.history.length === 0 ? (
            <Text tone="muted">No changes yet.</Text>
          ) : (
            <Table caption={`Rating history of ${alias} in ${classLabel(selected)}, newest first`}>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>When</TableHeaderCell>
                  <TableHeaderCell>Why</TableHeaderCell>
                  <TableHeaderCell>Elo</TableHeaderCell>
                  <TableHeaderCell>Change</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {selected.history.map((change) => (
                  <TableRow key={change._id}>
                    <TableCell>{formatDateTime(change.at)}</TableCell>
                    <TableCell>
                      <Why change={change} />
                    </TableCell>
                    <TableCell>{`${displayElo(change.from)} → ${displayElo(change.to)}`}</TableCell>
                    <TableCell>
                      <Text as="span" tone={change.delta < 0 ? 'error' : 'success'}>
                        {displayEloDelta(change.delta)}
                      </Text>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Stack>
      ) : null}
      {adjusting ? (
        <RatingDialog
          open
          player={{ steamid, alias }}
          initial={adjusting}
          onOpenChange={(open) => (open ? undefined : setAdjusting(null))}
          onDone={() => void query.refetch()}
        />
      ) : null}
    </Stack>
  );
}
