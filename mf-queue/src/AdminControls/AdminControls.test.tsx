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

it('two ways to end that read apart: cancel (no result) with a reason its players are told, or without one (endPug)', async () => {
  const onChanged = vi.fn();
  api.on('POST /api/pug/pug-1/cancel', () => ({ ...pugFixture(), phase: 'Complete' }));
  const { socket } = renderWithPlatform(<PugAdminControls pug={pugFixture({ data: { score: [3, 2] } })} onChanged={onChanged} />);
  const group = screen.getByRole('region', { name: 'Admin controls' });
  expect(
    within(group)
      .getAllByRole('button')
      .slice(0, 2)
      .map((b) => b.textContent),
  ).toEqual(['End pug with score 3–2…', 'Cancel pug (no result)…']);
  expect(within(group).getByRole('switch').textContent).toBe('Auto-sub: on');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel pug (no result)…' }));
  let dialog = await screen.findByRole('dialog', { name: 'Cancel the pug on cp_process_final (no result)' });
  expect(dialog.textContent).toContain("nobody's elo changes");
  await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Server crashed');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel pug' }));
  await waitFor(() => expect(api.calls('POST /api/pug/pug-1/cancel').map((c) => c.body)).toEqual([{ reason: 'Server crashed' }]));
  await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  expect(socket.emitted.some((e) => e.event === 'endPug')).toBe(false);
  // Without a reason: the `endPug` command over the socket.
  await userEvent.click(screen.getByRole('button', { name: 'Cancel pug (no result)…' }));
  dialog = await screen.findByRole('dialog', { name: 'Cancel the pug on cp_process_final (no result)' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel pug' }));
  await waitFor(() => expect(socket.emitted).toContainEqual({ event: 'endPug', payload: { pugId: 'pug-1' } }));
  await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(2));
  expect(api.calls('POST /api/pug/pug-1/cancel')).toHaveLength(1);
});

it('shows a refused endPug as an error, and nothing for a finished pug', async () => {
  const { socket } = renderWithPlatform(<PugAdminControls pug={pugFixture()} onChanged={() => undefined} />);
  socket.answer = () => ({ error: { code: 'CONFLICT', message: 'The pug is already complete' } });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel pug (no result)…' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: /Cancel the pug/ })).getByRole('button', { name: 'Cancel pug' }));
  expect(await screen.findByText('The pug is already complete')).toBeTruthy();
  cleanup();
  renderWithPlatform(<PugAdminControls pug={pugFixture({ phase: 'Complete' })} onChanged={() => undefined} />);
  expect(screen.queryByRole('region', { name: 'Admin controls' })).toBeNull();
});

it('ends a pug being played with the live score, and the auto-sub switch says its state', async () => {
  const onChanged = vi.fn();
  api.on('POST /api/pug/pug-1/endWithScore', () => ({ ...pugFixture(), phase: 'Complete', resultByAdmin: true }));
  api.on('POST /api/pug/pug-1/autoSub', () => pugFixture({ autoSubOff: true }));
  renderWithPlatform(<PugAdminControls pug={pugFixture({ data: { score: [3, 2] } })} onChanged={onChanged} />);
  await userEvent.click(screen.getByRole('button', { name: 'End pug with score 3–2…' }));
  const dialog = await screen.findByRole('dialog', { name: /End the pug on cp_process_final with the score 3–2/ });
  expect(dialog.textContent).toContain('elo changes as for a played match');
  await userEvent.click(within(dialog).getByRole('button', { name: 'End pug with score 3–2' }));
  await waitFor(() => expect(api.calls('POST /api/pug/pug-1/endWithScore').map((c) => c.body)).toEqual([{ score: [3, 2] }]));
  await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));

  const toggle = screen.getByRole('switch', { name: 'Auto-sub: on' });
  expect(toggle.getAttribute('aria-checked')).toBe('true');
  await userEvent.click(toggle);
  await waitFor(() => expect(api.calls('POST /api/pug/pug-1/autoSub').map((c) => c.body)).toEqual([{ enabled: false }]));
  cleanup();
  renderWithPlatform(<PugAdminControls pug={pugFixture({ autoSubOff: true })} onChanged={onChanged} />);
  expect(screen.getByRole('switch', { name: 'Auto-sub: off' }).getAttribute('aria-checked')).toBe('false');
  expect(screen.getByText(/keep their seat/)).toBeTruthy();
  // Before the game is played there is no score to end with.
  cleanup();
  renderWithPlatform(<PugAdminControls pug={pugFixture({ phase: 'Pregame', data: { score: null } })} onChanged={onChanged} />);
  expect(screen.queryByRole('button', { name: /End pug with score/ })).toBeNull();
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

it('lists the Captain choices sorted by alias in groups by first letter, digits as 0-9 (docs/product.md "Entities"), not in queue order', () => {
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
