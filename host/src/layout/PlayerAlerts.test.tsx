import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, FakeBrowserAlerts, renderWithPlatform, selfResponse, waitFor } from '@pug/platform/testing';
import { AudioUnlock } from './PlayerAlerts.tsx';

let api: FakeApi;
let browser: FakeBrowserAlerts;
let unmount = () => {};
beforeEach(() => {
  api = new FakeApi();
  api.install();
  browser = new FakeBrowserAlerts();
  browser.install();
  api.on('GET /api/self/', () => selfResponse({ steamid: '76561198000000042', alias: 'Viewer', completeTutorial: true }));
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

describe('AudioUnlock: the click that unlocks audio alerts', () => {
  it('a click in the page’s first second (audio still starting) unlocks audio, and the prompt never shows', async () => {
    const view = renderWithPlatform(<AudioUnlock />, { path: '/' });
    unmount = view.unmount;
    await waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(browser.audioState).toBe('suspended');
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await waitFor(() => expect(browser.audioState).toBe('running'));
    await new Promise((r) => setTimeout(r, 1200));
    expect(view.queryByText('Click anywhere to enable audio alerts')).toBeNull();
  });

  it('without a click, the prompt shows once the browser keeps audio blocked, and a click anywhere then unlocks it', async () => {
    const view = renderWithPlatform(<AudioUnlock />, { path: '/' });
    unmount = view.unmount;
    await waitFor(() => expect(view.getByText('Click anywhere to enable audio alerts')).toBeTruthy());
    expect(browser.audioState).toBe('suspended');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    await waitFor(() => expect(view.queryByText('Click anywhere to enable audio alerts')).toBeNull());
    expect(browser.audioState).toBe('running');
  });
});
