import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAnnouncement } from '@pug/domain';
import { renderWithPlatform } from '@pug/platform/testing';
import { ADMIN_ID } from '../testing/fixtures.ts';
import { withFakeApi } from '../testing/setup.ts';
import { AnnouncementsPage } from './AnnouncementsPage.tsx';

const t = withFakeApi();
const HOUR = 60 * 60 * 1000;
const live: AdminAnnouncement = {
  _id: 'a1',
  text: 'Cup night Friday',
  link: 'https://example.com/cup',
  createdAt: Date.now(),
  expiresAt: Date.now() + HOUR,
  createdBy: ADMIN_ID,
};
const old: AdminAnnouncement = { ...live, _id: 'a0', text: 'Old news', link: null, expiresAt: Date.now() - HOUR };
const render = () => renderWithPlatform(<AnnouncementsPage />, { path: '/admin/announcements', routePath: '/admin/announcements' });

it('lists the announcements, live and expired', async () => {
  t.api.on('GET /api/admin/announcements', () => [live, old]);
  render();
  const list = await screen.findByRole('list', { name: 'Announcements' });
  const items = within(list).getAllByRole('listitem');
  expect(items[0]!.textContent).toContain('live');
  expect(items[0]!.textContent).toContain('Cup night Friday');
  expect(items[1]!.textContent).toContain('expired');
});

it('posts an announcement, and refuses a link that is not https before sending', async () => {
  const posted: unknown[] = [];
  t.api.on('GET /api/admin/announcements', () => (posted.length ? [live] : []));
  t.api.on('POST /api/admin/announcements', (body) => {
    posted.push(body);
    return { status: 201, json: live };
  });
  render();
  const form = await screen.findByRole('form', { name: 'Post an announcement' });
  await userEvent.type(within(form).getByLabelText(/Text/), 'Cup night Friday');
  await userEvent.type(within(form).getByLabelText(/Link/), 'http://example.com');
  await userEvent.click(within(form).getByRole('button', { name: 'Post' }));
  expect((await within(form).findByRole('alert')).textContent).toContain('Link: must be an https address');
  expect(posted).toHaveLength(0);
  await userEvent.clear(within(form).getByLabelText(/Link/));
  await userEvent.type(within(form).getByLabelText(/Link/), 'https://example.com/cup');
  await userEvent.click(within(form).getByRole('button', { name: 'Post' }));
  await screen.findByText('Announcement posted');
  expect(posted).toEqual([{ text: 'Cup night Friday', link: 'https://example.com/cup', expiresAt: expect.any(Number) }]);
  expect(await within(await screen.findByRole('list', { name: 'Announcements' })).findByText('Cup night Friday')).toBeTruthy();
});

it('edits and deletes one', async () => {
  let stored = [live];
  const edits: unknown[] = [];
  t.api.on('GET /api/admin/announcements', () => stored);
  t.api.on('PUT /api/admin/announcements/a1', (body) => {
    edits.push(body);
    stored = [{ ...live, text: 'Cup moved to Saturday' }];
    return stored[0];
  });
  t.api.on('DELETE /api/admin/announcements/a1', () => {
    stored = [];
    return { ok: true };
  });
  render();
  const list = await screen.findByRole('list', { name: 'Announcements' });
  await userEvent.click(within(list).getByRole('button', { name: 'Edit' }));
  const form = within(list).getByRole('form', { name: 'Change the announcement' });
  const text = within(form).getByLabelText(/Text/);
  await userEvent.clear(text);
  await userEvent.type(text, 'Cup moved to Saturday');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(list).findByText('Cup moved to Saturday')).toBeTruthy();
  expect(edits).toEqual([{ text: 'Cup moved to Saturday', link: 'https://example.com/cup', expiresAt: expect.any(Number) }]);
  await userEvent.click(within(list).getByRole('button', { name: 'Delete' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Delete', hidden: false }));
  expect(await screen.findByText('None yet.')).toBeTruthy();
});
