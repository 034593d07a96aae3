import { expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform, waitFor } from '@pug/platform/testing';
import { withFakeApi } from '../testing/setup.ts';
import { ChatWordsPage } from './ChatWordsPage.tsx';

const t = withFakeApi();
const render = () => renderWithPlatform(<ChatWordsPage />, { path: '/admin/chat-words', routePath: '/admin/chat-words' });

it('lists the words, adds one from the keyboard (stored lower case) and removes one, each saving the whole list', async () => {
  let words = ['rude'];
  t.api.on('GET /api/admin/chat/words', () => ({ words }));
  t.api.on('PUT /api/admin/chat/words', (body) => {
    words = (body as { words: string[] }).words;
    return { words };
  });
  render();
  const list = await screen.findByRole('list', { name: 'Filtered words' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['rudeRemove']);

  const form = screen.getByRole('form', { name: 'Add a word' });
  await userEvent.type(within(form).getByRole('textbox', { name: 'Word' }), 'Badword{Enter}');
  await screen.findByText('“Badword” added');
  expect(t.api.calls('PUT /api/admin/chat/words').map((c) => c.body)).toEqual([{ words: ['badword', 'rude'] }]);
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Word' }).value).toBe('');

  await userEvent.click(within(list).getByRole('button', { name: 'Remove rude' }));
  await screen.findByText('“rude” removed');
  expect(t.api.calls('PUT /api/admin/chat/words').at(-1)!.body).toEqual({ words: ['badword'] });
});

it('refuses a word that is not letters and digits before sending', async () => {
  t.api.on('GET /api/admin/chat/words', () => ({ words: [] }));
  render();
  expect(await screen.findByText('No words yet: every message goes through.')).toBeTruthy();
  const form = screen.getByRole('form', { name: 'Add a word' });
  await userEvent.type(within(form).getByRole('textbox', { name: 'Word' }), 'two words{Enter}');
  expect(within(form).getByText(/Letters and digits only/)).toBeTruthy();
  expect(within(form).getByRole<HTMLButtonElement>('button', { name: 'Add' }).disabled).toBe(true);
  expect(t.api.calls('PUT /api/admin/chat/words')).toEqual([]);
});
