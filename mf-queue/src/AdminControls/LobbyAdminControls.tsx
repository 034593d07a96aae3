import { useState } from 'react';
import { Button, Card, Field, Heading, Inline, Stack, Text, useToast, useConfirm } from '@pug/design-system';
import { captainOptionGroups, pathOf, queueableRoles, type QueuesResponse, roleDisplayName, routes, type SteamId } from '@pug/domain';
import { ApiError, emitWithAck, useApi, useSocket } from '@pug/platform';
import { aliasOf, type UserDirectory } from '../users/playerDisplay.ts';

/** A dummy player's steamid: 17 digits in a range no Steam account uses (7656119 + 9 + 9 random digits). */
function dummySteamid(): string {
  const digits = Array.from(crypto.getRandomValues(new Uint8Array(9)), (b) => String(b % 10)).join('');
  return `76561199${digits}`;
}

/**
 * An admin's controls on a lobby: reset it (setPugPhase 'Waiting For Players': everyone is removed),
 * flag a queued player as a captain (POST /api/captain/), add a dummy player for testing (the dummy
 * form of POST /api/queueRole). Each is in the audit log.
 */
export function LobbyAdminControls({ queue, users }: { queue: QueuesResponse[number]; users: UserDirectory }) {
  const api = useApi();
  const socket = useSocket();
  const toast = useToast();
  const { confirm, dialog } = useConfirm();
  const roles = queueableRoles(queue);
  const queued = Object.keys(queue.state._queuePlayers);
  const [role, setRole] = useState(roles[0] ?? '');
  const [captain, setCaptain] = useState<SteamId>('');
  const [busy, setBusy] = useState(false);
  // Sorted and grouped by alias (docs/product.md "Entities"), not in queue order.
  const captainGroups = captainOptionGroups(queued.map((steamid) => ({ steamid, alias: aliasOf(steamid, users) })));
  const chosenCaptain = queued.includes(captain) ? captain : (captainGroups[0]?.options[0]?.value ?? '');
  const isCaptain = queue.state.addedCaptains.includes(chosenCaptain);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      toast.show({ variant: 'success', title: done });
    } catch (err) {
      // HTTP failures were toasted by the api client; socket refusals are toasted here.
      if (!(err instanceof ApiError)) toast.show({ variant: 'error', title: 'Not done', description: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const reset = async () => {
    if (!(await confirm({ title: `Reset the ${queue.name} lobby?`, description: 'Everyone in it is removed.', confirmLabel: 'Reset lobby', tone: 'danger' })))
      return;
    void run(() => emitWithAck(socket, 'setPugPhase', { phase: 'Waiting For Players', queueName: queue.name }), `${queue.name} lobby reset`);
  };
  const addDummy = () =>
    void run(
      () => api.post(pathOf(routes.queueRole), { queueName: queue.name, roles: [role], userSteamId: dummySteamid(), isDummy: true }),
      `Dummy added as ${roleDisplayName(role)}`,
    );
  const setCaptainFlag = () =>
    void run(
      () => api.post(pathOf(routes.captain), { steamid: chosenCaptain, shouldCaptain: !isCaptain, queueName: queue.name }),
      `${aliasOf(chosenCaptain, users)} ${isCaptain ? 'is no longer a captain' : 'will captain'}`,
    );

  return (
    <Card as="section" aria-label="Lobby admin controls">
      <Stack gap="sm">
        <Heading level={3}>Admin</Heading>
        <Inline gap="md" align="end">
          <Field label="Dummy class">
            {(p) => (
              <select {...p} value={role} onChange={(e) => setRole(e.target.value)}>
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {roleDisplayName(r)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Button size="sm" variant="secondary" onClick={addDummy} disabled={busy || !role}>
            Add dummy
          </Button>
        </Inline>
        <Inline gap="md" align="end">
          <Field label="Captain">
            {(p) => (
              <select {...p} value={chosenCaptain} disabled={queued.length === 0} onChange={(e) => setCaptain(e.target.value)}>
                {queued.length === 0 ? <option value="">Nobody is queued</option> : null}
                {captainGroups.map((group) => (
                  <optgroup key={group.label} label={group.label}>
                    {group.options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            )}
          </Field>
          <Button size="sm" variant="secondary" onClick={setCaptainFlag} disabled={busy || !chosenCaptain}>
            {isCaptain ? 'Remove captain' : 'Make captain'}
          </Button>
        </Inline>
        <Inline gap="sm">
          <Button size="sm" variant="danger" onClick={reset} disabled={busy}>
            Reset lobby
          </Button>
          <Text size="xs" tone="muted">
            Removes everyone from this lobby and stops its round.
          </Text>
        </Inline>
      </Stack>
      {dialog}
    </Card>
  );
}
