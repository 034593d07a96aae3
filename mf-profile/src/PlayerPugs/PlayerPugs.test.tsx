import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import type { PlayerPugsResponse } from '@pug/domain';
import { PlayerPugs } from './PlayerPugs.tsx';

const ID = '76561198000000321';
beforeEach(() => {
  const body: PlayerPugsResponse = {
    pugs: [
      {
        _id: 'p2',
        number: 1234,
        queueName: 'sixes',
        shorthand: '6S',
        map: 'cp_process_final',
        startAt: 2,
        score: [5, 3],
        team: 'blu',
        role: 'medic',
        result: 'win',
        eloBefore: 1500.4,
        eloDelta: 16.031,
        subbedOut: false,
      },
      {
        _id: 'p1',
        queueName: 'sixes',
        shorthand: '6S',
        map: 'cp_sunshine',
        startAt: 1,
        score: [1, 4],
        team: 'red',
        role: null,
        result: null,
        eloBefore: null,
        eloDelta: null,
        subbedOut: true,
      },
    ],
    page: 1,
    pageSize: 10,
    total: 2,
  };
  new FakeApi().on(`GET /api/profile/${ID}/pugs`, () => body).install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows each pug with the elo the player had and its signed change', async () => {
  renderWithPlatform(<PlayerPugs steamid={ID} />);
  const table = await screen.findByRole('table', { name: 'Pugs, newest first (page 1 of 1)' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(1)
        .map((c) => c.textContent),
    );
  expect(rows).toEqual([
    ['6S cp_process_final', 'Medic', 'Won', '5 – 3', '1500', '+16.03'],
    ['6S cp_sunshine', '–', 'Subbed out', '1 – 4', '–', '–'],
  ]);
  // The pug is named by its number ("#1234"); one from before numbering by its date alone.
  expect(
    within(table)
      .getByRole('link', { name: /^#1234 · / })
      .getAttribute('href'),
  ).toBe('/pugs/p2');
  expect(within(table).getAllByRole('link')[1]!.textContent).not.toContain('#');
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Older' }).disabled).toBe(true);
});
