import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@pug/platform/testing';
import type { AuditLogResponse } from '@pug/domain';
import { ADMIN_ID, PLAYER_ID } from '../testing/fixtures.ts';
import { withFakeApi } from '../testing/setup.ts';
import { AuditPage } from './AuditPage.tsx';

const t = withFakeApi();
const log: AuditLogResponse = {
  entries: [
    {
      _id: 'a1',
      at: Date.now(),
      actor: ADMIN_ID,
      actorAlias: 'Boss',
      action: 'banPlayer',
      target: { kind: 'player', id: PLAYER_ID, label: 'Griefer' },
      reason: 'Toxic',
      details: { isBan: true, expires: null },
    },
    { _id: 'a2', at: Date.now() - 1000, actor: ADMIN_ID, actorAlias: 'Boss', action: 'deleteMap', target: { kind: 'map', id: 'cp_well', label: 'cp_well' } },
  ],
  total: 2,
  page: 1,
  pageSize: 50,
};

it('shows who did what to whom and why, and filters by action', async () => {
  const searches: string[] = [];
  t.api.on('GET /api/auditLog/', () => log);
  const original = t.api.fetch.getMockImplementation()!;
  t.api.fetch.mockImplementation(async (input, init) => {
    searches.push(new URL(String(input), 'http://pug.test').search);
    return original(input, init);
  });
  renderWithPlatform(<AuditPage basePath="/admin" />, { path: '/admin/audit', routePath: '/admin/audit' });
  const table = await screen.findByRole('table', { name: 'Admin actions, newest first' });
  const [, ban, map] = within(table).getAllByRole('row');
  expect(ban!.textContent).toContain('Ban player');
  expect(ban!.textContent).toContain('Toxic');
  expect(ban!.textContent).toContain('isBan: true · expires: none');
  expect(within(ban!).getByRole('link', { name: 'Griefer' }).getAttribute('href')).toBe(`/admin/players/${PLAYER_ID}`);
  expect(map!.textContent).toContain('Delete map');
  expect(map!.textContent).toContain('map cp_well');
  // An entry of today shows its date with its time, not a bare time.
  const today = new Date(log.entries[0]!.at);
  const shown = ban!.querySelector('time')!.textContent ?? '';
  expect(shown).toContain(String(today.getDate()));
  expect(shown).toContain(today.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' }));
  await userEvent.selectOptions(screen.getByLabelText('Action'), 'banPlayer');
  await waitFor(() => expect(searches).toContain('?page=1&action=banPlayer'));
  await userEvent.type(screen.getByLabelText('Target id'), PLAYER_ID);
  await waitFor(() => expect(searches).toContain(`?page=1&action=banPlayer&target=${PLAYER_ID}`));
});

it('names the admin, never a bare Steam ID, and keeps dates compact with the full date as a tooltip', async () => {
  const at = new Date(2020, 0, 2, 3, 4).getTime();
  t.api.on('GET /api/auditLog/', () => ({
    ...log,
    entries: [{ _id: 'a3', at, actor: ADMIN_ID, action: 'endPug', target: { kind: 'pug', id: 'p1' } }],
    total: 1,
  }));
  renderWithPlatform(<AuditPage basePath="/admin" />, { path: '/admin/audit', routePath: '/admin/audit' });
  const table = await screen.findByRole('table', { name: 'Admin actions, newest first' });
  const [, row] = within(table).getAllByRole('row');
  expect(row!.textContent).not.toContain(ADMIN_ID);
  expect(
    within(row!)
      .getByRole('link', { name: `Player …${ADMIN_ID.slice(-4)}` })
      .getAttribute('title'),
  ).toBe(ADMIN_ID);
  const when = row!.querySelector('time')!;
  expect(when.getAttribute('title')).toBe(new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }));
  expect(when.textContent).toMatch(/2020/);
  expect(when.textContent).toMatch(/0?3:04/);
  // Short enough for one line of the cell (the full date is the tooltip).
  expect(when.textContent?.length).toBeLessThanOrEqual(24);
});
