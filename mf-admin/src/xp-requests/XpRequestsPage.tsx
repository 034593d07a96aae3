import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Callout, Heading, Inline, Spinner, Stack, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow, Text } from '@pug/design-system';
import { roleDisplayName, type XpRequest, type XpRequestsResponse } from '@pug/domain';
import { useApi, useApiQuery, useToast } from '@pug/platform';
import { formatDateTime } from '../shared/format.ts';
import { PlayerAvatar } from '../shared/PlayerAvatar.tsx';

/** /admin/xp-requests: custom seasons waiting for approval (GET /api/xpRequests/); approve one (GET /api/customSeason/{id}/approve). */
export function XpRequestsPage({ basePath }: { basePath: string }) {
  const api = useApi();
  const toast = useToast();
  const requests = useApiQuery<XpRequestsResponse>('/api/xpRequests/');
  const [busy, setBusy] = useState<string | null>(null);

  const approve = async (request: XpRequest) => {
    setBusy(request._id);
    try {
      await api.get(`/api/customSeason/${encodeURIComponent(request._id)}/approve`);
      toast.show({ variant: 'success', title: `${request.alias}'s season ${request.seasonId} is approved` });
      await requests.refetch();
    } catch {
      // toasted by the api client
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md">
      <Heading level={2}>Experience requests</Heading>
      <Text tone="muted" size="sm">
        Seasons played outside the league (UGC, ETF2L, OZF, ESEA…). Check the team page (its full address is shown; it opens in a new tab) before approving: an
        approved season counts like a league season.
      </Text>
      {requests.loading && !requests.data ? <Spinner label="Loading requests…" /> : null}
      {requests.error && !requests.data ? (
        <Callout tone="error" title="Requests could not be loaded">
          {requests.error.message}
        </Callout>
      ) : null}
      {requests.data?.length === 0 ? <Text tone="muted">No request is waiting.</Text> : null}
      {requests.data && requests.data.length > 0 ? (
        <Table caption="Experience requests waiting for approval">
          <TableHead>
            <TableRow>
              <TableHeaderCell>Player</TableHeaderCell>
              <TableHeaderCell>Format</TableHeaderCell>
              <TableHeaderCell>Division</TableHeaderCell>
              <TableHeaderCell>Class</TableHeaderCell>
              <TableHeaderCell>Season</TableHeaderCell>
              <TableHeaderCell>Played</TableHeaderCell>
              <TableHeaderCell>Team</TableHeaderCell>
              <TableHeaderCell>Actions</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {requests.data.map((request) => (
              <TableRow key={request._id}>
                <TableCell>
                  <Inline gap="xs">
                    <PlayerAvatar player={request} />
                    <Link to={`${basePath}/players/${request.steamid}`}>{request.alias}</Link>
                  </Inline>
                </TableCell>
                <TableCell>{request.formatName}</TableCell>
                <TableCell>{request.divisionName}</TableCell>
                <TableCell>{roleDisplayName(request.role)}</TableCell>
                <TableCell>{request.seasonId}</TableCell>
                <TableCell>
                  {formatDateTime(request.startedAt)} – {request.leftAt ? formatDateTime(request.leftAt) : 'now'}
                </TableCell>
                <TableCell>
                  {/* The whole address, so the admin sees where the link goes before following or approving it. */}
                  <a href={request.teamUrl} target="_blank" rel="noopener noreferrer">
                    <Text as="span" size="sm" mono>
                      {request.teamUrl}
                    </Text>
                  </a>
                </TableCell>
                <TableCell>
                  <Button
                    size="sm"
                    onClick={() => void approve(request)}
                    loading={busy === request._id}
                    aria-label={`Approve ${request.alias}'s season ${request.seasonId}`}
                  >
                    Approve
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Stack>
  );
}
