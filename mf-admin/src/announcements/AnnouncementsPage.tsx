import { useState } from 'react';
import { Badge, Button, Callout, Card, Heading, Inline, Spinner, Stack, Text, useConfirm } from '@pug/design-system';
import { isAnnouncementLive, pathOf, routes, type AdminAnnouncement, type Announcement, type AnnouncementBody } from '@pug/domain';
import { useApi, useApiQuery, useToast } from '@pug/platform';
import { formatDateTime } from '../shared/format.ts';
import { AnnouncementForm } from './AnnouncementForm.tsx';

/**
 * /admin/announcements: the banners shown above every page. Post one (text, optional https link,
 * expiry), change or delete it; every open page shows the change at once. Each action is audited.
 */
export function AnnouncementsPage() {
  const api = useApi();
  const toast = useToast();
  const { confirm, dialog } = useConfirm();
  const query = useApiQuery<AdminAnnouncement[]>(pathOf(routes.adminAnnouncements));
  const [editing, setEditing] = useState<string | null>(null);
  if (query.loading && !query.data) return <Spinner label="Loading announcements…" />;
  if (!query.data)
    return (
      <Callout tone="error" title="Announcements could not be loaded">
        {query.error?.message ?? 'Unknown error'}
      </Callout>
    );

  const add = async (body: AnnouncementBody) => {
    try {
      await api.post<Announcement>(pathOf(routes.addAnnouncement), body);
      toast.show({ variant: 'success', title: 'Announcement posted' });
      await query.refetch();
      return true;
    } catch {
      return false; // toasted by the api client
    }
  };
  const save = async (id: string, body: AnnouncementBody) => {
    try {
      await api.request<Announcement>('PUT', pathOf(routes.editAnnouncement, { id }), { body });
      toast.show({ variant: 'success', title: 'Announcement changed' });
      setEditing(null);
      await query.refetch();
      return true;
    } catch {
      return false;
    }
  };
  const remove = async (a: AdminAnnouncement) => {
    if (!(await confirm({ title: 'Delete this announcement?', description: a.text, confirmLabel: 'Delete', tone: 'danger' }))) return;
    try {
      await api.del(pathOf(routes.deleteAnnouncement, { id: a._id }));
      toast.show({ variant: 'success', title: 'Announcement deleted' });
      await query.refetch();
    } catch {
      // toasted by the api client
    }
  };

  const now = Date.now();
  return (
    <Stack gap="md">
      <Heading level={2}>Announcements</Heading>
      <Text size="sm" tone="muted">
        Shown above every page until a player dismisses it or it expires.
      </Text>
      <Card padding="md">
        <AnnouncementForm title="Post an announcement" submitLabel="Post" onSubmit={add} />
      </Card>
      <Stack gap="xs" as="ul" padding="none" margin="none" aria-label="Announcements">
        {query.data.length === 0 ? (
          <Text tone="muted">None yet.</Text>
        ) : (
          query.data.map((a) => (
            <Card as="li" key={a._id} padding="sm">
              {editing === a._id ? (
                <AnnouncementForm
                  title="Change the announcement"
                  submitLabel="Save"
                  initial={a}
                  onSubmit={(body) => save(a._id, body)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <Stack gap="xs">
                  <Inline gap="xs">
                    <Badge tone={isAnnouncementLive(a, now) ? 'success' : 'neutral'}>{isAnnouncementLive(a, now) ? 'live' : 'expired'}</Badge>
                    <Text size="sm" tone="muted">
                      until {formatDateTime(a.expiresAt)}
                    </Text>
                  </Inline>
                  <Text>{a.text}</Text>
                  {a.link ? (
                    <Text size="sm" tone="muted">
                      {a.link}
                    </Text>
                  ) : null}
                  <Inline gap="xs">
                    <Button size="sm" variant="secondary" onClick={() => setEditing(a._id)}>
                      Edit
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => void remove(a)}>
                      Delete
                    </Button>
                  </Inline>
                </Stack>
              )}
            </Card>
          ))
        )}
      </Stack>
      {dialog}
    </Stack>
  );
}
