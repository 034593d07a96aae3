import type { Announcement } from '@pug/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, renderWithPlatform, selfResponse, waitFor } from '@pug/platform/testing';
import { Announcements, DISMISSED_STORAGE_KEY } from './Announcements.tsx';

const HOUR = 60 * 60 * 1000;
const cup: Announcement = { _id: 'a1', text: 'Cup night <b>Friday</b>', link: 'https://example.com/cup', createdAt: Date.now(), expiresAt: Date.now() + HOUR };

let api: FakeApi;
let unmount = () => {};
beforeEach(() => {
  localStorage.clear();
  api = new FakeApi();
  api.install();
});
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const signedOut = () => api.on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }));
const banners = () => document.querySelectorAll('[data-announcement]');

describe('Announcements: the banners above every page', () => {
  it('a visitor dismisses one and it stays hidden in this browser', async () => {
    signedOut();
    api.on('GET /api/announcements', () => ({ announcements: [cup], dismissed: [] }));
    const view = renderWithPlatform(<Announcements />);
    unmount = view.unmount;
    await waitFor(() => expect(view.getByRole('region', { name: 'Announcement' }).textContent).toContain('Cup night <b>Friday</b>'));
    expect(view.getByRole('link', { name: 'More' }).getAttribute('rel')).toContain('noopener');
    view.getByRole('button', { name: 'Dismiss announcement' }).click();
    await waitFor(() => expect(banners()).toHaveLength(0));
    expect(banners()).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem(DISMISSED_STORAGE_KEY)!)).toEqual(['a1']);
    expect(api.calls('POST /api/announcements/a1/dismiss')).toHaveLength(0);
    view.unmount();
    const again = renderWithPlatform(<Announcements />);
    unmount = again.unmount;
    await waitFor(() => expect(api.calls('GET /api/announcements')).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(banners()).toHaveLength(0);
  });

  it('a signed-in player’s dismissal goes to the api, and those it remembers stay hidden', async () => {
    api.on('GET /api/self/', () => selfResponse({ steamid: '76561198000000042', alias: 'Viewer', completeTutorial: true }));
    const other = { ...cup, _id: 'a2', text: 'Maintenance tonight' };
    api.on('GET /api/announcements', () => ({ announcements: [cup, other], dismissed: ['a2'] }));
    api.on('POST /api/announcements/a1/dismiss', () => ({ ok: true }));
    const view = renderWithPlatform(<Announcements />);
    unmount = view.unmount;
    await waitFor(() => expect(view.getByText('Cup night <b>Friday</b>')).toBeTruthy());
    expect(view.queryByText('Maintenance tonight')).toBeNull();
    view.getByRole('button', { name: 'Dismiss announcement' }).click();
    await waitFor(() => expect(banners()).toHaveLength(0));
    await waitFor(() => expect(api.calls('POST /api/announcements/a1/dismiss')).toHaveLength(1));
    expect(banners()).toHaveLength(0);
    expect(localStorage.getItem(DISMISSED_STORAGE_KEY)).toBeNull();
  });

  it('follows the socket, shows no link that is not https, and hides an expired one', async () => {
    signedOut();
    api.on('GET /api/announcements', () => ({ announcements: [], dismissed: [] }));
    const view = renderWithPlatform(<Announcements />);
    unmount = view.unmount;
    await waitFor(() => expect(api.calls('GET /api/announcements')).toHaveLength(1));
    view.socket.serverEmit('announcements', [{ ...cup, link: 'javascript:alert(1)' }]);
    await waitFor(() => expect(banners()).toHaveLength(1));
    expect(view.queryByRole('link')).toBeNull();
    view.socket.serverEmit('announcements', [{ ...cup, text: 'soon gone', expiresAt: Date.now() + 300 }]);
    await waitFor(() => expect(view.getByText('soon gone')).toBeTruthy());
    await waitFor(() => expect(banners()).toHaveLength(0));
  });
});
