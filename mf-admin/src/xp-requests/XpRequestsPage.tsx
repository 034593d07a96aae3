import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Callout, Card, Heading, Inline, Spinner, Stack, Text } from '@pug/design-system';
import { pathOf, roleDisplayName, routes, type XpRequest, type XpRequestsResponse } from '@pug/domain';
import { useApi, useApiQuery, useToast } from '@pug/platform';
import { PlayerAvatar } from '../shared/PlayerAvatar.tsx';
import { RejectXpRequestDialog } from './RejectXpRequestDialog.tsx';

const formatDay = (ms: number) => new Date(ms).toLocaleDateString(undefined, { dateStyle: 'medium' });

/**
 * One request as a card (it wraps on a phone; a table pushed Approve past the right edge at 1440
 * once the whole team URL was shown): who, what they claim, and the team page in full.
 */
function XpRequestCard({
  request,
  basePath,
  busy,
  onApprove,
  onReject,
}: {
  request: XpRequest;
  basePath: string;
  busy: boolean;
  onApprove(): void;
  onReject(): void;
}) {
  return (
    <Card as="li" aria-label={`${request.alias}: ${request.formatName} season ${request.seasonId}`}>
      <Stack gap="sm">
        <Inline gap="sm" justify="between">
          <Inline gap="xs">
            <PlayerAvatar player={request} />
            <Link to={`${basePath}/players/${request.steamid}`}>{request.alias}</Link>
          </Inline>
          <Text size="sm" tone="muted">
            {formatDay(request.startedAt)} – {request.leftAt ? formatDay(request.leftAt) : 'now'}
          </Text>
        </Inline>
        <Text>
          {request.formatName} · {request.divisionName} · {roleDisplayName(request.role)} · season {request.seasonId}
        </Text>
        <Stack gap="xs">
          <Text size="sm" tone="muted">
            Team page (opens in a new tab)
          </Text>
          {/* The whole address, so the admin sees where the link goes before following or approving it. */}
          <a href={request.teamUrl} target="_blank" rel="noopener noreferrer">
            <Text as="span" size="sm" mono breakAnywhere>
              {request.teamUrl}
            </Text>
          </a>
        </Stack>
        <Inline gap="sm">
          <Button size="sm" onClick={onApprove} loading={busy} aria-label={`Approve ${request.alias}'s season ${request.seasonId}`}>
            Approve
          </Button>
          <Button size="sm" variant="secondary" onClick={onReject} disabled={busy} aria-label={`Reject ${request.alias}'s season ${request.seasonId}…`}>
            Reject…
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

/**
 * /admin/xp-requests: custom seasons waiting for approval (GET /api/xpRequests/); approve one (GET
 * /api/customSeason/{id}/approve) or reject it with a reason (POST /api/customSeason/{id}/reject).
 */
export function XpRequestsPage({ basePath }: { basePath: string }) {
  const api = useApi();
  const toast = useToast();
  const requests = useApiQuery<XpRequestsResponse>(pathOf(routes.xpRequests));
  const [busy, setBusy] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<XpRequest | null>(null);

  const approve = async (request: XpRequest) => {
    setBusy(request._id);
    try {
      await api.get(pathOf(routes.approveCustomSeason, { id: request._id }));
      toast.show({ variant: 'success', title: `${request.alias}'s season ${request.seasonId} is approved` });
      await requests.refetch();
    } catch {
      // toasted by the api client
    } finally {
      setBusy(null);
    }
  };

  const reject = async (request: XpRequest, reason: string) => {
    try {
      await api.post(pathOf(routes.rejectCustomSeason, { id: request._id }), { reason });
      toast.show({ variant: 'info', title: `${request.alias}'s season ${request.seasonId} is rejected`, description: 'They were told your reason.' });
      setRejecting(null);
      await requests.refetch();
    } catch {
      // toasted by the api client; the dialog stays open with the reason
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
        <Stack as="ul" gap="sm" padding="none" margin="none" aria-label="Experience requests waiting for approval">
          {requests.data.map((request) => (
            <XpRequestCard
              key={request._id}
              request={request}
              basePath={basePath}
              busy={busy === request._id}
              onApprove={() => void approve(request)}
              onReject={() => setRejecting(request)}
            />
          ))}
        </Stack>
      ) : null}
      {rejecting ? <RejectXpRequestDialog request={rejecting} onClose={() => setRejecting(null)} onReject={(reason) => reject(rejecting, reason)} /> : null}
    </Stack>
  );
}
