import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@pug/platform/testing';
import type { AppealEntry } from '@pug/domain';
import { PLAYER_ID } from '../testing/fixtures.ts';
import { withFakeApi } from '../testing/setup.ts';
import { AppealsPage } from './AppealsPage.tsx';

const t = withFakeApi();
const appeal: AppealEntry = {
  _id: 'ban-1',
  userId: PLAYER_ID,
  alias: 'Griefer',
  isBan: true,
  date: Date.now() - 86_400_000,
  expires: null,
  reason: 'Toxic chat',
  appeal: 'I was tilted, sorry',
  appealAccepted: false,
  appealAt: Date.now() - 3_600_000,
};

it('lists open appeals with the ban and text; accept sends the note and refreshes', async () => {
  let open = [appeal];
  t.api.on('GET /api/appeals/', () => open);
  t.api.on('POST /api/appeals/ban-1/accept', () => {
    open = [];
    return { ...appeal, appealAccepted: true };
  });
  renderWithPlatform(<AppealsPage basePath="/admin" />, { path: '/admin/appeals', routePath: '/admin/appeals' });
  const card = await screen.findByRole('article', { name: 'Appeal of Griefer' });
  expect(card.textContent).toContain('I was tilted, sorry');
  expect(card.textContent).toContain('Ban: Toxic chat');
  expect(within(card).getByRole('link', { name: 'Griefer' }).getAttribute('href')).toBe(`/admin/players/${PLAYER_ID}`);
  await userEvent.type(within(card).getByLabelText('Note to the player (optional)'), 'Last chance');
  await userEvent.click(within(card).getByRole('button', { name: 'Accept and lift the ban' }));
  await waitFor(() => expect(t.api.calls('POST /api/appeals/ban-1/accept').map((c) => c.body)).toEqual([{ note: 'Last chance' }]));
  expect(await screen.findByText('No appeal is waiting.')).toBeTruthy();
});

it('rejects without a note, told as information (not a success)', async () => {
  t.api.on('GET /api/appeals/', () => [appeal]);
  t.api.on('POST /api/appeals/ban-1/reject', () => ({ ...appeal, appealRejected: true }));
  renderWithPlatform(<AppealsPage basePath="/admin" />, { path: '/admin/appeals', routePath: '/admin/appeals' });
  await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(t.api.calls('POST /api/appeals/ban-1/reject').map((c) => c.body)).toEqual([{}]));
  const toast = (await screen.findByText("Griefer's appeal is rejected")).closest('[data-variant]');
  expect(toast?.getAttribute('data-variant')).toBe('info');
});
