import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import { CustomSeasonDialog } from './CustomSeasonDialog.tsx';
import { ADMIN, OWNER, profileFixture, selfFixture } from '../testing/fixtures.ts';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi().on('GET /api/self/', () => selfFixture(OWNER));
  api.install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(props: Partial<Parameters<typeof CustomSeasonDialog>[0]> = {}) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithPlatform(<CustomSeasonDialog steamid={OWNER} viewer={selfFixture(OWNER)} season={null} onClose={onClose} onSaved={onSaved} {...props} />);
  return { onSaved, onClose, dialog: screen.getByRole('dialog', { name: 'Request Custom Experience' }) };
}

it('shows the requirements and the hint, and keeps Submit disabled until every rule of docs/product.md "Validation" holds', async () => {
  const user = userEvent.setup({ delay: null });
  const { dialog } = open();
  expect(within(dialog).getByText(/A full season \(not a weekend cup or tournament\), 6s or Highlander/)).toBeTruthy();
  expect(within(dialog).getByText('If you played several classes, choose the one you played most.')).toBeTruthy();
  const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Submit' });
  expect(submit.disabled).toBe(true);
  await user.type(within(dialog).getByLabelText('Team page URL'), 'https://etf2l.org/teams/4242');
  await user.type(within(dialog).getByLabelText('Season number'), 'forty');
  expect(within(dialog).getByText('Must be a season number')).toBeTruthy();
  await user.clear(within(dialog).getByLabelText('Season number'));
  // Parsed as an integer, as the api parses it: "41.5" is season 41, not an error.
  await user.type(within(dialog).getByLabelText('Season number'), '41.5');
  expect(within(dialog).queryByText('Must be a season number')).toBeNull();
  await user.selectOptions(within(dialog).getByLabelText('Division'), 'Advanced');
  await user.selectOptions(within(dialog).getByLabelText('Class'), 'medic');
  expect(submit.disabled).toBe(true); // no start date yet
  await user.type(within(dialog).getByLabelText('Started'), '2025-02-01');
  expect(submit.disabled).toBe(false);
  // Highlander's classes differ: a Sixes-only choice stays valid (medic), the list grows.
  await user.selectOptions(within(dialog).getByLabelText('Format'), 'Highlander');
  expect([...within(dialog).getByLabelText<HTMLSelectElement>('Class').options].map((o) => o.value)).toContain('pyro');
  await user.selectOptions(within(dialog).getByLabelText('Class'), 'pyro');
  await user.selectOptions(within(dialog).getByLabelText('Format'), 'Sixes');
  expect(within(dialog).getByText('Not a Sixes class')).toBeTruthy();
  expect(submit.disabled).toBe(true);
}, 15_000);

it('refuses a team page on this site itself (the api would too), naming why', async () => {
  const user = userEvent.setup({ delay: null });
  const { dialog } = open();
  const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Submit' });
  await user.type(within(dialog).getByLabelText('Team page URL'), `${window.location.origin}/api/customSeason/x/approve`);
  await user.type(within(dialog).getByLabelText('Season number'), '41');
  await user.selectOptions(within(dialog).getByLabelText('Division'), 'Advanced');
  await user.selectOptions(within(dialog).getByLabelText('Class'), 'medic');
  await user.type(within(dialog).getByLabelText('Started'), '2025-02-01');
  expect(within(dialog).getByText('Must be the team’s page on the league’s site, not an address of this site')).toBeTruthy();
  expect(submit.disabled).toBe(true);
  await user.clear(within(dialog).getByLabelText('Team page URL'));
  await user.type(within(dialog).getByLabelText('Team page URL'), 'https://etf2l.org/teams/4242');
  expect(submit.disabled).toBe(false);
}, 15_000);

it('submits the request once (disabled while sending) and hands the refreshed profile on', async () => {
  let release: (v: unknown) => void = () => undefined;
  api.on('POST /api/customSeason', () => profileFixture({ canEdit: true }));
  const slowFetch = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation(async (input, init) => {
    if (init?.method === 'POST') await new Promise((r) => (release = r));
    return slowFetch(input, init);
  });
  const user = userEvent.setup({ delay: null });
  const { dialog, onSaved, onClose } = open();
  await user.type(within(dialog).getByLabelText('Team page URL'), 'https://etf2l.org/teams/4242');
  await user.type(within(dialog).getByLabelText('Season number'), '41');
  await user.selectOptions(within(dialog).getByLabelText('Division'), 'Advanced');
  await user.selectOptions(within(dialog).getByLabelText('Class'), 'medic');
  await user.type(within(dialog).getByLabelText('Started'), '2025-02-01');
  const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Submit' });
  await user.click(submit);
  await waitFor(() => expect(submit.disabled).toBe(true));
  await user.click(submit);
  release(undefined);
  await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  expect(onClose).toHaveBeenCalled();
  expect(api.calls('POST /api/customSeason').map((c) => c.body)).toEqual([
    {
      teamUrl: 'https://etf2l.org/teams/4242',
      seasonId: '41',
      startedAt: '2025-02-01',
      leftAt: null,
      formatName: 'Sixes',
      role: 'medic',
      divisionName: 'Advanced',
      steamid: OWNER,
    },
  ]);
});

it('a saved season can be deleted; an approved one is read-only for its owner', async () => {
  const season = { ...profileFixture().seasons[0]!, approved: true };
  api.on('DELETE /api/customSeason/cs1', () => profileFixture());
  const user = userEvent.setup({ delay: null });
  const onSaved = vi.fn();
  renderWithPlatform(<CustomSeasonDialog steamid={OWNER} viewer={selfFixture(OWNER)} season={season} onClose={() => undefined} onSaved={onSaved} />);
  const dialog = screen.getByRole('dialog', { name: 'ETF2L season 41' });
  expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
  expect(within(dialog).getByLabelText<HTMLInputElement>('Team page URL').disabled).toBe(true);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  cleanup();
  renderWithPlatform(<CustomSeasonDialog steamid={OWNER} viewer={selfFixture(ADMIN)} season={season} onClose={() => undefined} onSaved={onSaved} />);
  expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' })).toBeTruthy();
});
