import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import { DAY_MS } from '@pug/domain';
import { PugTeams } from '../Pugs/PugTeams.tsx';
import { pugFixture, sid } from '../testing/fixtures.ts';
import { useReportMenu } from './useReportMenu.tsx';
import type { Viewer } from '../session/useViewer.ts';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  api.install();
  api.on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const now = Date.now();
const recent = pugFixture({ _id: 'pug-recent', startAt: now - DAY_MS, map: 'cp_gullywash_final1' });
const old = pugFixture({ _id: 'pug-old', startAt: now - 40 * DAY_MS });
const users = { [sid(2)]: { steamid: sid(2), alias: 'Red Scout' }, [sid(1)]: { steamid: sid(1), alias: 'Me' } };

function Page({ viewer }: { viewer: Viewer }) {
  const report = useReportMenu(viewer);
  return (
    <>
      <PugTeams pug={recent} users={users} viewer={viewer.steamid} extraMenuItems={report.itemsFor} />
      {report.dialog}
    </>
  );
}

const me: Viewer = { steamid: sid(1), alias: 'Me', isAdmin: false, banned: false };

it('reports a player from the card menu: only recent pugs both played, description required, logs.tf only', async () => {
  api.on('POST /api/pugHistoryDict', () => [recent, old]);
  api.on('POST /api/reportPlayer/', () => ({ status: 201, json: { _id: 'r1' } }));
  renderWithPlatform(<Page viewer={me} />);
  await userEvent.click(screen.getByRole('button', { name: 'Actions for Red Scout' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report Red Scout' });
  expect(api.calls('POST /api/pugHistoryDict')[0]?.body).toMatchObject({ users: [sid(1)] });
  const pugSelect = within(dialog).getByLabelText<HTMLSelectElement>(/Pug/);
  await waitFor(() => expect([...pugSelect.options].map((o) => o.value)).toEqual(['pug-recent']));
  const send = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Send report' });
  expect(send.disabled).toBe(true);
  expect(
    within(dialog)
      .getByLabelText(/What happened/)
      .getAttribute('rows'),
  ).toBe('4');
  await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Griefing');
  await userEvent.type(within(dialog).getByLabelText(/What happened/), 'Stood in spawn');
  expect(send.disabled).toBe(false);
  await userEvent.type(within(dialog).getByLabelText(/Log/), 'https://example.com/1');
  expect(within(dialog).getByRole('alert').textContent).toMatch(/logs\.tf/);
  expect(send.disabled).toBe(true);
  await userEvent.clear(within(dialog).getByLabelText(/Log/));
  await userEvent.type(within(dialog).getByLabelText(/Log/), 'https://logs.tf/3512345');
  await userEvent.click(send);
  await waitFor(() =>
    expect(api.calls('POST /api/reportPlayer/').map((c) => c.body)).toEqual([
      { category: 'Griefing', pugId: 'pug-recent', description: 'Stood in spawn', logUrl: 'https://logs.tf/3512345', player: sid(2) },
    ]),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await screen.findByText('Red Scout reported')).toBeTruthy();
});

it('closes on a failure, logging it without an error toast', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  api.on('POST /api/pugHistoryDict', () => [recent]);
  api.on('POST /api/reportPlayer/', () => ({ status: 409, json: { error: { code: 'CONFLICT', message: 'You already reported this player for this pug' } } }));
  renderWithPlatform(<Page viewer={me} />);
  await userEvent.click(screen.getByRole('button', { name: 'Actions for Red Scout' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report Red Scout' });
  await waitFor(() => expect(within(dialog).getByLabelText<HTMLSelectElement>(/Pug/).value).toBe('pug-recent'));
  await userEvent.type(within(dialog).getByLabelText(/What happened/), 'again');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(warn).toHaveBeenCalledWith('report failed', expect.anything());
  expect(screen.queryByText(/already reported/)).toBeNull();
});

it('hides Report on your own card unless you are an admin', async () => {
  renderWithPlatform(<Page viewer={me} />);
  // The only entry of the menu is hidden, so the card has no menu at all.
  expect(screen.queryByRole('button', { name: 'Actions for Me' })).toBeNull();
  cleanup();
  renderWithPlatform(<Page viewer={{ ...me, isAdmin: true }} />);
  await userEvent.click(screen.getByRole('button', { name: 'Actions for Me' }));
  expect(await screen.findByRole('menuitem', { name: 'Report' })).toBeTruthy();
});
