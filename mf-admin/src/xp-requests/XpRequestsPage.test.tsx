import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@pug/platform/testing';
import type { XpRequest } from '@pug/domain';
import { PLAYER_ID } from '../testing/fixtures.ts';
import { withFakeApi } from '../testing/setup.ts';
import { XpRequestsPage } from './XpRequestsPage.tsx';

const t = withFakeApi();
const request: XpRequest = {
  _id: 'cs1',
  steamid: PLAYER_ID,
  alias: 'Newcomer',
  teamUrl: 'https://etf2l.org/teams/123',
  role: 'roamerscout',
  formatName: 'Sixes',
  divisionName: 'Premiership',
  seasonId: 42,
  startedAt: Date.UTC(2025, 0, 1),
  leftAt: null,
  approved: false,
};

it('lists waiting requests and approves one', async () => {
  let waiting = [request];
  t.api.on('GET /api/xpRequests/', () => waiting);
  t.api.on('GET /api/customSeason/cs1/approve', () => {
    waiting = [];
    return { ...request, approved: true };
  });
  renderWithPlatform(<XpRequestsPage basePath="/admin" />, { path: '/admin/xp-requests', routePath: '/admin/xp-requests' });
  const list = await screen.findByRole('list', { name: 'Experience requests waiting for approval' });
  const card = within(list).getByRole('listitem', { name: 'Newcomer: Sixes season 42' });
  expect(within(card).getByText('Sixes · Premiership · Flank Scout · season 42')).toBeTruthy();
  const team = within(list).getByRole('link', { name: 'https://etf2l.org/teams/123' });
  expect(team.getAttribute('href')).toBe('https://etf2l.org/teams/123');
  await userEvent.click(within(list).getByRole('button', { name: "Approve Newcomer's season 42" }));
  await waitFor(() => expect(t.api.calls('GET /api/customSeason/cs1/approve')).toHaveLength(1));
  expect(await screen.findByText('No request is waiting.')).toBeTruthy();
});

it('shows the whole team URL as the link text, opening in a new tab without opener or referrer', async () => {
  const teamUrl = 'https://league.example/teams/123/../../api/customSeason/cs1/approve?x=1';
  t.api.on('GET /api/xpRequests/', () => [{ ...request, teamUrl }]);
  renderWithPlatform(<XpRequestsPage basePath="/admin" />, { path: '/admin/xp-requests', routePath: '/admin/xp-requests' });
  const list = await screen.findByRole('list', { name: 'Experience requests waiting for approval' });
  const link = within(list).getByRole('link', { name: teamUrl });
  expect(link.textContent).toBe(teamUrl);
  expect(link.getAttribute('href')).toBe(teamUrl);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
});

it('rejects a request with a reason: the button waits for one, the request leaves the list', async () => {
  let waiting = [request];
  t.api.on('GET /api/xpRequests/', () => waiting);
  t.api.on('POST /api/customSeason/cs1/reject', () => {
    waiting = [];
    return { ok: true };
  });
  renderWithPlatform(<XpRequestsPage basePath="/admin" />, { path: '/admin/xp-requests', routePath: '/admin/xp-requests' });
  const list = await screen.findByRole('list', { name: 'Experience requests waiting for approval' });
  await userEvent.click(within(list).getByRole('button', { name: "Reject Newcomer's season 42…" }));
  const dialog = await screen.findByRole('dialog', { name: "Reject Newcomer's Sixes season 42?" });
  const confirm = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Reject request' });
  expect(confirm.disabled).toBe(true);
  await userEvent.type(within(dialog).getByLabelText(/Reason/), '   ');
  expect(confirm.disabled).toBe(true);
  await userEvent.type(within(dialog).getByLabelText(/Reason/), 'No such team on ETF2L');
  await userEvent.click(confirm);
  await waitFor(() => expect(t.api.calls('POST /api/customSeason/cs1/reject').map((c) => c.body)).toEqual([{ reason: 'No such team on ETF2L' }]));
  expect(await screen.findByText('No request is waiting.')).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect((await screen.findByText("Newcomer's season 42 is rejected")).closest('[data-variant]')?.getAttribute('data-variant')).toBe('info');
});
