import { pathOf, routes } from '@pug/domain';
import { useCallback, useState } from 'react';
import { Button, Callout, Card, ConfirmDialog, Heading, Inline, Spinner, Stack, Text } from '@pug/design-system';
import { useApi, useApiQuery, useOnReconnect, useSocketEvent, useToast } from '@pug/platform';
import { ServerFormDialog } from './ServerFormDialog.tsx';
import { ServerLogView } from './ServerLogView.tsx';
import { ServersTable } from './ServersTable.tsx';
import type { AdminServer } from './types.ts';

/** /admin/servers: the game servers with live status, add/edit/remove, a status check, recent log lines; servers reserved on serveme.tf with their reservation, which an admin can end once no pug holds it. */
export function ServersPage() {
  const api = useApi();
  const toast = useToast();
  const list = useApiQuery<AdminServer[]>(pathOf(routes.servers));
  const [live, setLive] = useState<Record<string, Partial<AdminServer>>>({});
  const [editing, setEditing] = useState<AdminServer | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [logOf, setLogOf] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AdminServer | null>(null);
  const [endingReservation, setEndingReservation] = useState<AdminServer | null>(null);

  const refetch = useCallback(async () => {
    setLive({});
    await list.refetch();
  }, [list]);
  useOnReconnect(() => void refetch());

  // Live status (public fields) and log lines, merged over the last fetch.
  useSocketEvent('serverUpdate', (server) => {
    if (!server._id) return;
    // Admins get the full server (the api's server-info.ts); a null address never replaces one.
    const { logs: _ignored, ipport, addressHidden: _hidden, ...fields } = server;
    setLive((all) => ({ ...all, [server._id]: { ...all[server._id], ...fields, ...(ipport ? { ipport } : {}) } }));
  });
  useSocketEvent('serverLog', ({ ipport, log }) => {
    const server = list.data?.find((s) => s.ipport === ipport);
    if (!server) return;
    setLive((all) => {
      const current = all[server._id]?.logs ?? server.logs;
      return { ...all, [server._id]: { ...all[server._id], logs: [...current, log].slice(-200) } };
    });
  });

  if (list.loading && !list.data) return <Spinner label="Loading servers…" />;
  if (!list.data)
    return (
      <Callout tone="error" title="Servers could not be loaded">
        {list.error?.message ?? 'Unknown error'}
      </Callout>
    );
  const servers = list.data.map((s) => ({ ...s, ...live[s._id] }));
  const shown = servers.find((s) => s._id === logOf) ?? null;

  const save = async (body: Record<string, unknown>) => {
    if (editing) await api.request('PUT', pathOf(routes.editServer, { id: editing._id }), { body, silent: true });
    else await api.post(pathOf(routes.addServer), body, { silent: true });
    toast.show({ variant: 'success', title: editing ? 'Server saved' : 'Server added' });
    await refetch();
  };
  const check = async (server: AdminServer) => {
    setBusyId(server._id);
    try {
      const checked = await api.post<AdminServer>(pathOf(routes.queryServer, { id: server._id }));
      toast.show({
        variant: checked.isDisrupt ? 'warning' : 'success',
        title: checked.isDisrupt ? `${server.name} is not answering` : `${server.name} answers`,
      });
      await refetch();
    } finally {
      setBusyId(null);
    }
  };
  const remove = async (server: AdminServer) => {
    await api.del(pathOf(routes.removeServer, { id: server._id }));
    toast.show({ variant: 'info', title: `${server.name} removed` });
    if (logOf === server._id) setLogOf(null);
    await refetch();
  };

  const endReservation = async (server: AdminServer) => {
    await api.post(pathOf(routes.endServerReservation, { id: server._id }));
    toast.show({ variant: 'info', title: `Ending ${server.name}'s reservation` });
    await refetch();
  };

  return (
    <Stack gap="lg">
      <Inline justify="between" align="center">
        <Heading level={2}>Game servers</Heading>
        <Button
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          Add server
        </Button>
      </Inline>
      {servers.length === 0 ? (
        <Text tone="muted">No servers yet. Add one so pugs can be played.</Text>
      ) : (
        <ServersTable
          servers={servers}
          busyId={busyId}
          onEdit={(s) => {
            setEditing(s);
            setFormOpen(true);
          }}
          onCheck={(s) => void check(s).catch(() => undefined)}
          onRemove={(s) => setRemoving(s)}
          onShowLog={(s) => setLogOf(s._id)}
          onEndReservation={(s) => setEndingReservation(s)}
        />
      )}
      {shown ? (
        <Card>
          <Stack gap="sm">
            <Inline justify="between" align="center">
              <Heading level={3}>Log of {shown.name}</Heading>
              <Button size="sm" variant="ghost" onClick={() => setLogOf(null)}>
                Close
              </Button>
            </Inline>
            <ServerLogView logs={shown.logs} />
          </Stack>
        </Card>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.name ?? 'server'}?`}
        description={removing ? `${removing.ipport} stops hosting pugs. Pugs already played keep their record.` : undefined}
        confirmLabel="Remove server"
        tone="danger"
        onConfirm={() => (removing ? remove(removing).catch(() => undefined) : undefined)}
      />
      <ConfirmDialog
        open={endingReservation !== null}
        onOpenChange={(open) => !open && setEndingReservation(null)}
        title={`End the serveme.tf reservation of ${endingReservation?.name ?? 'this server'}?`}
        description="serveme.tf is asked to end it now; the server leaves this list once it has."
        confirmLabel="End reservation"
        tone="danger"
        onConfirm={() => (endingReservation ? endReservation(endingReservation).catch(() => undefined) : undefined)}
      />
      <ServerFormDialog open={formOpen} server={editing} onOpenChange={setFormOpen} onSubmit={save} />
    </Stack>
  );
}
