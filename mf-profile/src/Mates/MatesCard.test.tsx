import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import type { PlayerMatesResponse } from '@pug/domain';
import { MatesCard } from './MatesCard.tsx';

const ID = '76561198000000321';
const ALICE = '76561198000000322';
const BOB = '76561198000000323';
let api: FakeApi;
let asked: string[];

const body: PlayerMatesResponse = {
  formats: [
    {
      format: 'SIXES',
      pugs: 26,
      with: [{ steamid: ALICE, alias: 'Alice', w: 12, l: 7, d: 0 }],
      against: [{ steamid: BOB, alias: 'Bob "><script>', w: 3, l: 9, d: 1 }],
    },
  ],
  lookup: [],
};

/** The `q` of the request being answered (the fake api hands handlers the body only). */
const lastQ = () => new URL(String(api.fetch.mock.calls.at(-1)![0]), 'http://pug.test').searchParams.get('q') ?? '';

beforeEach(() => {
  asked = [];
  api = new FakeApi().on(`GET /api/profile/${ID}/mates`, () => {
    const q = lastQ();
    asked.push(q);
    if (q === 'ali')
      return {
        ...body,
        lookup: [{ steamid: ALICE, alias: 'Alice', formats: [{ format: 'SIXES', with: { w: 12, l: 7, d: 0 }, against: { w: 1, l: 2, d: 0 } }] }],
      };
    return body;
  });
  api.install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('lists the most played with and against per format with the record and win rate, names as text', async () => {
  renderWithPlatform(<MatesCard steamid={ID} />);
  const withList = await screen.findByRole('list', { name: 'Most played with in Sixes' });
  expect(within(withList).getByRole('listitem').textContent).toBe('with Alice:12–7 (63%)');
  expect(within(withList).getByRole('link', { name: 'Alice' }).getAttribute('href')).toBe(`/players/${ALICE}`);
  const against = screen.getByRole('list', { name: 'Most played against in Sixes' });
  expect(within(against).getByRole('listitem').textContent).toBe('against Bob "><script>:3–9–1 (23%)');
  expect(document.querySelector('script')).toBeNull();
  expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Sixes · 26 pugs');
});

it('looks a player up by name: "with Alice"', async () => {
  renderWithPlatform(<MatesCard steamid={ID} />);
  const input = await screen.findByRole('searchbox', { name: /With or against a player/ });
  fireEvent.change(input, { target: { value: ' ali ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
  const found = await screen.findByRole('list', { name: 'Players found' });
  expect(found.textContent).toBe('Alice: Sixes with: 12–7 (63%), against: 1–2 (33%)');
  expect(asked).toContain('ali');
  fireEvent.change(input, { target: { value: 'zed' } });
  fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
  expect(await screen.findByText('They have not played a counted pug with or against “zed”.')).toBeTruthy();
});

it('says so when the player has no counted pug', async () => {
  api.on(`GET /api/profile/${ID}/mates`, () => ({ formats: [], lookup: [] }));
  renderWithPlatform(<MatesCard steamid={ID} />);
  expect(await screen.findByText('No finished pugs with a result yet.')).toBeTruthy();
  expect(screen.queryByRole('searchbox')).toBeNull();
});
