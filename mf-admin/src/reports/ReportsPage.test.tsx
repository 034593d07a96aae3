import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@pug/platform/testing';
import type { AdminReport } from '@pug/domain';
import { ADMIN_ID, PLAYER_ID } from '../testing/fixtures.ts';
import { withFakeApi } from '../testing/setup.ts';
import { ReportsPage } from './ReportsPage.tsx';

const t = withFakeApi();
const report: AdminReport = {
  _id: 'r1',
  category: 'Griefing',
  pugId: 'sixes-abc',
  description: 'Stood in spawn',
  logUrl: 'https://logs.tf/3512345',
  player: PLAYER_ID,
  reporter: ADMIN_ID,
  createdAt: Date.now(),
  playerAlias: 'Griefer',
  reporterAlias: 'Reporter',
  handled: false,
};
const page = () => renderWithPlatform(<ReportsPage basePath="/admin" />, { path: '/admin/reports', routePath: '/admin/reports' });

it('shows open reports with links to the pug and the log, and filters by status and category', async () => {
  const searches: string[] = [];
  t.api.on('GET /api/allReports/', () => [report]);
  const original = t.api.fetch.getMockImplementation()!;
  t.api.fetch.mockImplementation(async (input, init) => {
    searches.push(new URL(String(input), 'http://pug.test').search);
    return original(input, init);
  });
  page();
  const card = await screen.findByRole('article', { name: 'Griefing report on Griefer' });
  expect(within(card).getByRole('link', { name: 'Open the pug' }).getAttribute('href')).toBe('/pugs/sixes-abc');
  const log = within(card).getByRole('link', { name: 'Open the log (logs.tf)' });
  expect(log.getAttribute('href')).toBe('https://logs.tf/3512345');
  expect(log.getAttribute('rel')).toBe('noopener noreferrer');
  expect(searches[0]).toBe('?status=open');
  await userEvent.selectOptions(screen.getByLabelText('Status'), 'handled');
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'Cheating');
  await waitFor(() => expect(searches).toContain('?status=handled&category=Cheating'));
});

it('names the reported pug by its number when the api sends it', async () => {
  t.api.on('GET /api/allReports/', () => [{ ...report, pugNumber: 1234 }]);
  page();
  const card = await screen.findByRole('article', { name: 'Griefing report on Griefer' });
  expect(within(card).getByRole('link', { name: 'Open pug #1234' }).getAttribute('href')).toBe('/pugs/sixes-abc');
});

it('marks handled and deletes', async () => {
  t.api.on('GET /api/allReports/', () => [report]);
  t.api.on('POST /api/report/r1/handle', () => ({ ...report, handled: true }));
  t.api.on('DELETE /api/report/r1', () => ({ ok: true }));
  page();
  await userEvent.click(await screen.findByRole('button', { name: 'Mark handled' }));
  await waitFor(() => expect(t.api.calls('POST /api/report/r1/handle').map((c) => c.body)).toEqual([{ handled: true }]));
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(t.api.calls('DELETE /api/report/r1')).toHaveLength(0);
  await userEvent.click(within(await screen.findByRole('dialog', { name: /Delete the/ })).getByRole('button', { name: 'Delete report' }));
  await waitFor(() => expect(t.api.calls('DELETE /api/report/r1')).toHaveLength(1));
});

it('bans from a report with the report as the reason, then marks it handled', async () => {
  t.api.on('GET /api/allReports/', () => [report]);
  t.api.on('POST /api/banPlayer/', () => ({ status: 201, json: { _id: 'b1' } }));
  t.api.on('POST /api/report/r1/handle', () => ({ ...report, handled: true }));
  page();
  await userEvent.click(await screen.findByRole('button', { name: 'Ban from report…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Discipline Griefer' });
  expect(within(dialog).getByLabelText<HTMLTextAreaElement>(/Reason/).value).toBe('Griefing: Stood in spawn');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ban player' }));
  await waitFor(() =>
    expect(t.api.calls('POST /api/banPlayer/')[0]?.body).toMatchObject({ userId: PLAYER_ID, reason: 'Griefing: Stood in spawn', isBan: true }),
  );
  await waitFor(() => expect(t.api.calls('POST /api/report/r1/handle')).toHaveLength(1));
});

it('pages to older reports when a page is full', async () => {
  const searches: string[] = [];
  t.api.on('GET /api/allReports/', () => Array.from({ length: 50 }, (_, i) => ({ ...report, _id: `r${i}` })));
  const original = t.api.fetch.getMockImplementation()!;
  t.api.fetch.mockImplementation(async (input, init) => {
    searches.push(new URL(String(input), 'http://pug.test').search);
    return original(input, init);
  });
  page();
  await userEvent.click(await screen.findByRole('button', { name: 'Older reports' }));
  await waitFor(() => expect(searches).toContain('?status=open&page=2'));
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Newer reports' }).disabled).toBe(false);
});
