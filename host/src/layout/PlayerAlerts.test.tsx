import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlerts, useSession } from '@pug/platform';
import { FakeApi, FakeBrowserAlerts, renderWithPlatform, selfResponse, waitFor } from '@pug/platform/testing';
import { AudioUnlock } from './PlayerAlerts.tsx';

/** Says who the page knows is signed in and what the alerts say of audio (the prompt listens for a click once both are known). */
function AudioProbe() {
  const { user } = useSession();
  const { audio } = useAlerts();
  return (
    <p>
      {user?.alias ?? 'nobody'}: audio {audio}
    </p>
  );
}

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

/** The prompt beside a line saying who the page knows and the audio's state. */
function renderPromptAndProbe() {
  const view = renderWithPlatform(
    <>
      <AudioUnlock />
      <AudioProbe />
    </>,
    { path: '/' },
  );
  unmount = view.unmount;
  return view;
}

describe('AudioUnlock: the click that unlocks audio alerts', () => {
  it('a click in the page’s first second (audio still starting) unlocks audio, and the prompt never shows', async () => {
    // The press comes in the very task that renders the player known and audio still starting, before
    // anything React leaves for later runs.
    let pressed = false;
    const pressOnceKnown = new MutationObserver(() => {
      if (pressed || !document.body.textContent?.includes('Viewer: audio starting')) return;
      pressed = true;
      expect(browser.audioState).toBe('suspended');
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    pressOnceKnown.observe(document.body, { childList: true, subtree: true, characterData: true });
    const view = renderPromptAndProbe();
    await view.findByText('Viewer: audio starting', undefined, { timeout: 5000 });
    pressOnceKnown.disconnect();
    expect(pressed).toBe(true);
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

  it('stays in place until the press that unlocked audio is released, so the content under the pointer does not move before the click', async () => {
    const view = renderPromptAndProbe();
    await waitFor(() => expect(view.getByText('Click anywhere to enable audio alerts')).toBeTruthy());
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await view.findByText('Viewer: audio running');
    await new Promise((r) => setTimeout(r, 50));
    expect(view.getByText('Click anywhere to enable audio alerts')).toBeTruthy();
    document.body.dispatchEvent(new Event('pointerup', { bubbles: true }));
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(view.getByText('Click anywhere to enable audio alerts')).toBeTruthy();
    await waitFor(() => expect(view.queryByText('Click anywhere to enable audio alerts')).toBeNull());
  });
});
