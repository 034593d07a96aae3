import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Test files share a module graph (vitest.config.ts): another file's page may already have had
// its moment, so every test starts from a fresh copy of the module.
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

/** A fresh copy of the module: its moment happens once per page. */
const load = () => import('./page-interactive.ts');

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await act(async () => {
    await Promise.resolve();
  });
  return done;
}

describe('the page-interactive moment', () => {
  it('comes when the route content is shown and no screen holds it back any more', async () => {
    const { PageShown, useHoldInteractive, whenInteractive } = await load();
    function Lobby({ loading }: { loading: boolean }) {
      useHoldInteractive(loading);
      return null;
    }
    const view = render(
      <>
        <Lobby loading />
        <PageShown />
      </>,
    );
    expect(await settled(whenInteractive())).toBe(false);
    view.rerender(
      <>
        <Lobby loading={false} />
        <PageShown />
      </>,
    );
    expect(await settled(whenInteractive())).toBe(true);
  });

  it('comes when the page is shown if nothing holds it', async () => {
    const { markPageShown, whenInteractive } = await load();
    expect(await settled(whenInteractive())).toBe(false);
    markPageShown();
    expect(await settled(whenInteractive())).toBe(true);
  });

  it('useInteractive re-renders what waits for it once the moment comes', async () => {
    const { markPageShown, useInteractive } = await load();
    function Teams() {
      return <p>{useInteractive() ? 'teams' : 'waiting'}</p>;
    }
    const view = render(<Teams />);
    expect(view.container.textContent).toBe('waiting');
    await act(async () => {
      markPageShown();
      await Promise.resolve();
    });
    expect(view.container.textContent).toBe('teams');
    // Mounted after the moment: at once.
    expect(render(<Teams />).container.textContent).toBe('teams');
  });

  it('comes at the latest after the fallback delay', async () => {
    vi.useFakeTimers();
    const { INTERACTIVE_FALLBACK_MS, whenInteractive } = await load();
    vi.advanceTimersByTime(INTERACTIVE_FALLBACK_MS - 1);
    expect(await settled(whenInteractive())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(whenInteractive())).toBe(true);
  });

  it('loadWhenInteractive loads after the moment, tries a failed load again, and does nothing once cancelled', async () => {
    vi.useFakeTimers();
    const { loadWhenInteractive, markPageShown } = await load();
    const attempts: string[] = [];
    const used: string[] = [];
    const chunk = vi.fn(async () => {
      attempts.push('load');
      if (attempts.length === 1) throw new Error('chunk did not arrive');
      return 'machine';
    });
    loadWhenInteractive(chunk, (m) => used.push(m), 1_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toEqual([]); // not before the page is interactive
    markPageShown();
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toEqual(['load']);
    expect(used).toEqual([]);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toHaveLength(2);
    expect(used).toEqual(['machine']);

    // Cancelled while a retry waits: no further load, nothing used.
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const late = vi.fn();
    const cancel = loadWhenInteractive(failing, late, 1_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(failing).toHaveBeenCalledTimes(1);
    cancel();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(failing).toHaveBeenCalledTimes(1);
    // Cancelled while the load is in flight: its module is not used.
    const cancelInFlight = loadWhenInteractive(() => Promise.resolve('socket'), late, 1_000);
    cancelInFlight();
    await vi.advanceTimersByTimeAsync(0);
    expect(late).not.toHaveBeenCalled();
  });
});
