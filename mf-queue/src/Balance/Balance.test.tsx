/** Predicted odds on the pug page and in the captains' draft, and the pug page's balance report (docs/product.md "Rules"). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { bluWinChance, oddsLabel, type Pug } from '@pug/domain';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import App from '../App.tsx';
import { DraftView } from '../Draft/DraftView.tsx';
import { draftFixture, pugFixture, sid } from '../testing/fixtures.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function showPug(pug: Pug) {
  new FakeApi()
    .on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }))
    .on('GET /api/pug/77', () => pug)
    .on('POST /api/userDict/', () => ({}))
    .install();
  renderWithPlatform(<App basePath="/pugs" />, { path: '/pugs/77' });
}

describe('the pug page’s odds', () => {
  it('shows BLU and RED at team level, read aloud as one sentence', async () => {
    showPug(pugFixture({ _id: 'p77', number: 77, odds: { blu: 0.544, atStart: 0.544 } }));
    const odds = await screen.findByTestId('pug-odds');
    expect(odds.querySelector('[aria-hidden="true"]')!.textContent).toBe('Predicted odds: BLU 54 % · RED 46 %');
    expect(screen.getByText('Predicted odds: BLU 54 percent, RED 46 percent')).toBeTruthy();
    // No new individual number: each seat shows what it showed before.
    expect(odds.textContent).not.toMatch(/elo/);
  });

  it('after a sub changed them, says the odds at start too', async () => {
    showPug(pugFixture({ _id: 'p77', number: 77, odds: { blu: 0.61, atStart: 0.5 } }));
    const odds = await screen.findByTestId('pug-odds');
    expect(odds.querySelector('[aria-hidden="true"]')!.textContent).toBe('Predicted odds: BLU 61 % · RED 39 % (at start BLU 50 % · RED 50 %)');
  });

  it('shows nothing for a pug stored before odds were kept', async () => {
    showPug(pugFixture({ _id: 'p77', number: 77 }));
    expect(await screen.findByRole('heading', { level: 1, name: /Pug #77/ })).toBeTruthy();
    expect(screen.queryByTestId('pug-odds')).toBeNull();
  });
});

describe('the draft’s odds', () => {
  const shown = () => screen.getByTestId('draft-odds').querySelector('[aria-hidden="true"]')!.textContent;
  const expected = (draft: ReturnType<typeof draftFixture>['state']['draft']) => {
    const elos = (team: 'blu' | 'red') => Object.keys(draft![team]).map((s) => draft!.elos[s]!);
    return bluWinChance(elos('blu'), elos('red'))!;
  };

  it('are the teams’ as they stand, and change with each pick', () => {
    const before = draftFixture();
    render(<DraftView state={before.state} users={{}} viewer={sid(1)} myPick={null} serverNow={before.start} onPick={vi.fn()} />);
    const first = expected(before.state.draft);
    expect(shown()).toBe(`Odds as the teams stand: ${oddsLabel(first)}`);
    cleanup();

    const after = draftFixture([
      [11, 9],
      [12, 1],
      [12, 3],
    ]);
    render(<DraftView state={after.state} users={{}} viewer={sid(1)} myPick={null} serverNow={after.start} onPick={vi.fn()} />);
    const second = expected(after.state.draft);
    expect(Object.keys(after.state.draft!.blu).length + Object.keys(after.state.draft!.red).length).toBe(5);
    expect(oddsLabel(second)).not.toBe(oddsLabel(first));
    expect(shown()).toBe(`Odds as the teams stand: ${oddsLabel(second)}`);
    expect(screen.getByText(/^Odds as the teams stand: BLU \d+ percent, RED \d+ percent$/)).toBeTruthy();
  });
});

describe('the pug page’s balance report', () => {
  const done = (over: Partial<Pug>) => pugFixture({ _id: 'p77', number: 77, phase: 'Complete', endAt: 2, data: { score: [0, 5] }, ...over });

  it('puts the prediction beside the result, the margin and the match’s length, and names a blowout and an upset', async () => {
    showPug(
      done({
        odds: { blu: 0.58, atStart: 0.55 },
        balance: { predictedBlu: 0.58, winner: 'red', upset: true, score: [0, 5], margin: 5, mapKind: '5cp', blowout: true, durationMs: 31 * 60_000 },
      }),
    );
    const section = await screen.findByRole('region', { name: /Balance/ });
    expect(section.textContent).toContain('Predicted: BLU 58 % · RED 42 %');
    expect(section.textContent).toContain('RED won 5–0, by 5 on a 5CP map, in 31 min.');
    expect(screen.getByText('Blowout')).toBeTruthy();
    expect(screen.getByText('Upset')).toBeTruthy();
    expect(screen.getByText('Predicted: BLU 58 percent, RED 42 percent')).toBeTruthy();
  });

  it('a close game has no badge; a pug without odds says there was no prediction', async () => {
    showPug(
      done({
        data: { score: [3, 2] },
        balance: { predictedBlu: null, winner: 'blu', upset: false, score: [3, 2], margin: 1, mapKind: 'koth', blowout: false, durationMs: null },
      }),
    );
    const section = await screen.findByRole('region', { name: 'Balance' });
    expect(section.textContent).toContain('No prediction was kept for this pug.');
    expect(section.textContent).toContain('BLU won 3–2, by 1 on a KOTH map.');
    expect(screen.queryByText('Blowout')).toBeNull();
    expect(screen.queryByText('Upset')).toBeNull();
  });

  it('is not shown without a report (a live pug, a pug called off)', async () => {
    showPug(pugFixture({ _id: 'p77', number: 77 }));
    expect(await screen.findByRole('heading', { level: 1, name: /Pug #77/ })).toBeTruthy();
    expect(screen.queryByTestId('pug-balance')).toBeNull();
  });
});
