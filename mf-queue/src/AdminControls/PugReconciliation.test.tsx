import type { ReactElement } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PugReconciliation as Check } from '@pug/domain';
import { FakeApi, renderWithPlatform } from '@pug/platform/testing';
import { pugFixture } from '../testing/fixtures.ts';
import { PugReconciliation } from './PugReconciliation.tsx';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  api.install();
  api.on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const completed = (reconciliation?: Check) =>
  pugFixture({ phase: 'Complete', data: { logId: '3712345', score: [2, 1] }, ...(reconciliation ? { reconciliation } : {}) });

it("shows both scores when logs.tf disagrees, and uses logs.tf's after a confirmation", async () => {
  const onChanged = vi.fn();
  api.on('POST /api/pug/pug-1/useLogsTfScore', () => completed({ state: 'agrees', logsTfScore: [1, 3], checkedAt: 1 }));
  renderWithPlatform(<PugReconciliation pug={completed({ state: 'disagrees', logsTfScore: [1, 3], checkedAt: 1 })} onChanged={onChanged} />);
  const callout = screen.getByRole('status', { name: 'logs.tf disagrees with the recorded score' });
  expect(callout.textContent).toContain("Recorded from the server's log: BLU 2 – 1 RED");
  expect(callout.textContent).toContain('logs.tf (log 3712345): BLU 1 – 3 RED');
  expect(within(callout).getByRole('link', { name: 'Open the log on logs.tf' }).getAttribute('href')).toBe('https://logs.tf/3712345');
  await userEvent.click(within(callout).getByRole('button', { name: "Use logs.tf's score" }));
  const dialog = await screen.findByRole('dialog', { name: "Use logs.tf's score, 1–3?" });
  expect(dialog.textContent).toContain('instead of 2–1');
  expect(api.calls('POST /api/pug/pug-1/useLogsTfScore')).toHaveLength(0); // nothing before the confirmation
  await userEvent.click(within(dialog).getByRole('button', { name: 'Use 1–3' }));
  await waitFor(() => expect(api.calls('POST /api/pug/pug-1/useLogsTfScore').map((c) => c.body)).toEqual([{ score: [1, 3] }]));
  await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
});

it('says in one line what the check found otherwise, and nothing before it ran', async () => {
  const rerender = (ui: ReactElement) => {
    cleanup();
    renderWithPlatform(ui);
  };
  rerender(<PugReconciliation pug={completed({ state: 'agrees', logsTfScore: [2, 1], checkedAt: 1 })} onChanged={() => undefined} />);
  expect(screen.getByLabelText('logs.tf check').textContent).toBe('logs.tf agrees with the recorded score.');
  expect(screen.queryByRole('button')).toBeNull();
  rerender(
    <PugReconciliation
      pug={completed({ state: 'unavailable', logsTfScore: null, checkedAt: 1, reason: 'logs.tf had no log 3712345 after 4 tries' })}
      onChanged={() => undefined}
    />,
  );
  expect(screen.getByLabelText('logs.tf check').textContent).toBe('Not checked against logs.tf: logs.tf had no log 3712345 after 4 tries.');
  rerender(
    <PugReconciliation
      pug={completed({ state: 'agrees', logsTfScore: [1, 3], checkedAt: 1, corrected: { by: '76561198000000001', byAlias: 'Admin', at: 2, from: [2, 1] } })}
      onChanged={() => undefined}
    />,
  );
  expect(screen.getByLabelText('logs.tf check').textContent).toBe("Score changed from 2–1 to logs.tf's by Admin.");
  rerender(<PugReconciliation pug={completed()} onChanged={() => undefined} />);
  expect(screen.queryByLabelText('logs.tf check')).toBeNull();
});
