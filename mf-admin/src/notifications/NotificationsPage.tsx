import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Callout, Card, Heading, Inline, Spinner, Stack, Text, type BadgeTone } from '@pug/design-system';
import { type Notification, pathOf, routes, type SelfResponse } from '@pug/domain';
import { useApiQuery, useOnReconnect, useSocketEvent } from '@pug/platform';
import { formatDateTime } from '../shared/format.ts';

const TONE: Record<Notification['variant'], BadgeTone> = { default: 'neutral', success: 'success', warning: 'warning', error: 'error', info: 'secondary' };

/** /admin/notifications: what the site told this admin (reports, appeals, servers, cancelled pugs) and is not dealt with yet, newest first, live. */
export function NotificationsPage() {
  const self = useApiQuery<SelfResponse>(pathOf(routes.self));
  const [live, setLive] = useState<Notification[]>([]);
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  useSocketEvent('pugNotification', (notification) => setLive((all) => [notification, ...all.filter((n) => n._id !== notification._id)]));
  // Dismissed in a tab, or dealt with by an admin (a handled report, a decided appeal): it leaves the list.
  useSocketEvent('pugNotificationChange', (change) => {
    if (change.dismissed) setGone((ids) => new Set(ids).add(change._id));
  });
  useOnReconnect(() => {
    setLive([]);
    setGone(new Set());
    void self.refetch();
  });
  if (self.loading && !self.data) return <Spinner label="Loading notifications…" />;
  if (!self.data)
    return (
      <Callout tone="error" title="Notifications could not be loaded">
        {self.error?.message ?? 'Unknown error'}
      </Callout>
    );
  const stored = self.data.notifications.filter((n) => !live.some((l) => l._id === n._id));
  const all = [...live, ...stored].filter((n) => !gone.has(n._id)).sort((a, b) => b.timestamp - a.timestamp);
  return (
    <Stack gap="md">
      <Heading level={2}>Notifications</Heading>
      <Text size="sm" tone="muted">
        New ones appear here as they happen.
      </Text>
      <Stack gap="xs" as="ul" padding="none" margin="none" aria-label="Admin notifications" aria-live="polite">
        {all.length === 0 ? (
          <Text tone="muted">Nothing yet.</Text>
        ) : (
          all.map((n) => (
            <Card as="li" key={n._id} padding="sm">
              <Inline gap="sm" justify="between">
                <Inline gap="xs">
                  <Badge tone={TONE[n.variant]}>{n.variant === 'default' ? 'note' : n.variant}</Badge>
                  <Text>{n.msg}</Text>
                  {n.url?.startsWith('/') ? <Link to={n.url}>Open</Link> : null}
                </Inline>
                <Text size="sm" tone="muted" as="time">
                  {formatDateTime(n.timestamp)}
                </Text>
              </Inline>
            </Card>
          ))
        )}
      </Stack>
    </Stack>
  );
}
