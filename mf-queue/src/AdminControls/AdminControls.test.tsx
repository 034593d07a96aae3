import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import { SIXES, lobbyAt, fillEvents, pugFixture, sid } from '../testing/fixtures.ts';
import { LobbyAdminControls } from './LobbyAdminControls.tsx';
import { PugAdminControls } from './PugAdminControls.tsx';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  api.install();
  api.on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('ends a live pug over the socket and cancels one with a reason', async () => {
  const onChanged = vi.fn();
  api.on('POST /api/pug/pug-1/cancel', () => ({ ...pugFixture(), phase: 'Complete' }));
  const { socket } = renderWithPlatform(<PugAdminControls pug={pugFixture()} onChanged={onChanged} />);
  await userEvent.click(screen.getByRole('button', { name: 'End pug' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: /End the pug/ })).getByRole('button', { name: 'End pug' }));
  await waitFor(() => expect(socket.emitted).toContainEqual({ event: 'endPug', payload: { pugId: 'pug-1' } }));
  await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel pug…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel the pug on cp_process_final' });
  const confirm = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Cancel pug' });
  expect(confirm.disabled).toBe(true);
  await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Server crashed');
  await userEvent.click(confirm);
  await waitFor(() => expect(api.calls('POST /api/pug/pug-1/cancel').map((c) => c.body)).toEqual([{ reason: 'Server crashed' }]));
  await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(2));
});

it('shows a refused endPug as an error, and nothing for a finished pug', async () => {
  const { socket } = renderWithPlatform(<PugAdminControls pug={pugFixture()} onChanged={() => undefined} />);
  socket.answer = () => ({ error: { code: 'CONFLICT', message: 'The pug is already complete' } });
  await userEvent.click(screen.getByRole('button', { name: 'End pug' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: /End the pug/ })).getByRole('button', { name: 'End pug' }));
  expect(await screen.findByText('The pug is already complete')).toBeTruthy();
  cleanup();
  renderWithPlatform(<PugAdminControls pug={pugFixture({ phase: 'Complete' })} onChanged={() => undefined} />);
  expect(screen.queryByRole('button', { name: 'End pug' })).toBeNull();
});

it('resets the lobby, sets a captain and adds a dummy', async () => {
  api.on('POST /api/captain/', () => ({}));
  api.on('POST /api/queueRole', () => ({}));
  const queue = lobbyAt(SIXES, fillEvents(SIXES, { count: 2 }));
  const users = { [sid(1)]: { steamid: sid(1), alias: 'First' }, [sid(2)]: { steamid: sid(2), alias: 'Second' } };
  const { socket } = renderWithPlatform(<LobbyAdminControls queue={queue} users={users} />);
  await userEvent.selectOptions(screen.getByLabelText('Dummy class'), 'medic');
  await userEvent.click(screen.getByRole('button', { name: 'Add dummy' }));
  await waitFor(() => expect(api.calls('POST /api/queueRole')).toHaveLength(1));
  const dummy = api.calls('POST /api/queueRole')[0]!.body as { userSteamId: string };
  expect(dummy).toMatchObject({ queueName: 'sixes', roles: ['medic'], isDummy: true });
  expect(dummy.userSteamId).toMatch(/^76561199\d{9}$/);
  await userEvent.selectOptions(screen.getByLabelText('Captain'), sid(2));
  await userEvent.click(screen.getByRole('button', { name: 'Make captain' }));
  await waitFor(() => expect(api.calls('POST /api/captain/').map((c) => c.body)).toEqual([{ steamid: sid(2), shouldCaptain: true, queueName: 'sixes' }]));
  await userEvent.click(screen.getByRole('button', { name: 'Reset lobby' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: /Reset the/ })).getByRole('button', { name: 'Reset lobby' }));
  await waitFor(() => expect(socket.emitted).toContainEqual({ event: 'setPugPhase', payload: { phase: 'Waiting For Players', queueName: 'sixes' } }));
});

it('lists the Captain choices sorted by alias in groups by first letter, digits as 0-9 (spec §3), not in queue order', () => {
  const queue = lobbyAt(SIXES, fillEvents(SIXES, { count: 4 }));
  const users = {
    [sid(1)]: { steamid: sid(1), alias: 'zed' },
    [sid(2)]: { steamid: sid(2), alias: 'Bravo' },
    [sid(3)]: { steamid: sid(3), alias: '2fort' },
    [sid(4)]: { steamid: sid(4), alias: 'alpha' },
  };
  renderWithPlatform(<LobbyAdminControls queue={queue} users={users} />);
  const select = screen.getByLabelText<HTMLSelectElement>('Captain');
  const groups = [...select.querySelectorAll('optgroup')].map((g) => [g.label, [...g.querySelectorAll('option')].map((o) => o.textContent)]);
  expect(groups).toEqual([
    ['0-9', ['2fort']],
    ['A', ['alpha']],
    ['B', ['Bravo']],
    ['Z', ['zed']],
  ]);
  expect(select.value).toBe(sid(3));
});
