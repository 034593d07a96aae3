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
});
