import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import { PreferencesCard } from './PreferencesCard.tsx';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  api.install();
  api.on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }));
  api.on('POST /api/preferences', (body) => ({ hideTextEffects: false, voicePack: 'default', ...(body as object) }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const prefs = { hideTextEffects: false, voicePack: 'default' };

it('offers the night-add DM to a player who linked Discord, and saves it', async () => {
  const onSaved = vi.fn();
  renderWithPlatform(<PreferencesCard preferences={prefs} discordLinked onSaved={onSaved} />);
  const box = screen.getByRole<HTMLInputElement>('checkbox', { name: /Discord DM for the night/ });
  expect(box.checked).toBe(false);
  await userEvent.click(box);
  await waitFor(() => expect(api.calls('POST /api/preferences').map((c) => c.body)).toEqual([{ nightAddDm: true }]));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(box.checked).toBe(true);
});

it('does not offer it without a linked Discord account', () => {
  renderWithPlatform(<PreferencesCard preferences={prefs} onSaved={() => undefined} />);
  expect(screen.queryByRole('checkbox', { name: /Discord DM/ })).toBeNull();
  expect(screen.getByRole('checkbox', { name: /Hide text effects/ })).toBeTruthy();
});
