import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, renderWithPlatform, selfResponse, waitFor } from '@pug/platform/testing';
import { OverlaysSlot, useOverlaysWanted } from './OverlaysSlot.tsx';

function Probe() {
  return <p data-testid="wanted">{String(useOverlaysWanted())}</p>;
}

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  api.install();
});
let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

/** Renders the probe at `path` inside the platform providers; the answer it shows. */
function wantedAt(path: string): () => string | null {
  const view = renderWithPlatform(<Probe />, { path });
  unmount = view.unmount;
  return () => view.getByTestId('wanted').textContent;
}

describe('useOverlaysWanted: when the host loads mf-tutorial', () => {
  it('not for a visitor, even with ?sampleban (mf-tutorial never shows a visitor a ban)', async () => {
    api.on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }));
    const wanted = wantedAt('/?sampleban');
    await waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(wanted()).toBe('false');
  });

  it('for a signed-in player with ?sampleban, and not without it once the tutorial is done', async () => {
    api.on('GET /api/self/', () => selfResponse({ steamid: '76561198000000042', alias: 'Viewer', completeTutorial: true }));
    const withSample = wantedAt('/?sampleban');
    await waitFor(() => expect(withSample()).toBe('true'));
    unmount();
    const without = wantedAt('/');
    await waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(without()).toBe('false');
  });

  it('for a signed-in player who has not finished the tutorial', async () => {
    api.on('GET /api/self/', () => selfResponse({ steamid: '76561198000000042', alias: 'Viewer', completeTutorial: false }));
    const wanted = wantedAt('/');
    await waitFor(() => expect(wanted()).toBe('true'));
  });
});

describe('OverlaysSlot: <html data-tutorial> once the host knows there is no overlay', () => {
  afterEach(() => {
    delete document.documentElement.dataset.tutorial;
    vi.restoreAllMocks();
  });
  const signedOut = () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } });

  it('none for a visitor, written only once the session is known', async () => {
    let answer: () => void = () => {};
    const session = new Promise<void>((resolve) => (answer = resolve));
    api.on('GET /api/self/', () => session.then(signedOut));
    unmount = renderWithPlatform(<OverlaysSlot />, { path: '/' }).unmount;
    await waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(document.documentElement.dataset.tutorial).toBeUndefined();
    answer();
    await waitFor(() => expect(document.documentElement.dataset.tutorial).toBe('none'));
  });

  it('none for a player who finished the tutorial; left to mf-tutorial for a newcomer', async () => {
    api.on('GET /api/self/', () => selfResponse({ steamid: '76561198000000042', alias: 'Viewer', completeTutorial: true }));
    unmount = renderWithPlatform(<OverlaysSlot />, { path: '/' }).unmount;
    await waitFor(() => expect(document.documentElement.dataset.tutorial).toBe('none'));
    unmount();
    delete document.documentElement.dataset.tutorial;
    api.on('GET /api/self/', () => selfResponse({ steamid: '76561198000000042', alias: 'Viewer', completeTutorial: false }));
    // The remote itself is not there in a component test: its slot says so on the console.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const view = renderWithPlatform(
      <>
        <OverlaysSlot />
        <Probe />
      </>,
      { path: '/' },
    );
    unmount = view.unmount;
    await waitFor(() => expect(view.getByTestId('wanted').textContent).toBe('true'));
    await new Promise((r) => setTimeout(r, 20));
    expect(document.documentElement.dataset.tutorial).toBeUndefined();
  });
});
