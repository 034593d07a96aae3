import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi, FakeSocket, renderWithPlatform, selfResponse } from '@pug/platform/testing';
import { discordTakenMessage, type MatchDayPayload, type SelfResponse, TUTORIAL_LATER_MS } from '@pug/domain';
import Overlays from './Overlays.tsx';

const HOUR = 3_600_000;

function self(overrides: Partial<SelfResponse> = {}): SelfResponse {
  return selfResponse({ steamid: '76561198000000042', alias: 'Newcomer', completeTutorial: false, ...overrides });
}

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi();
  api.install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

const NOTHING: MatchDayPayload = { queues: [], pug: null, subSeats: 0 };

/**
 * Renders the overlays as the host does, and plays the server's `matchDay` for the new socket once
 * the session is known (nothing under way unless `state` says otherwise).
 */
async function renderOverlays(options: { path?: string; state?: MatchDayPayload } = {}) {
  const socket = new FakeSocket();
  const view = renderWithPlatform(<Overlays basePath="/" />, { routePath: '*', socket, ...(options.path ? { path: options.path } : {}) });
  await waitFor(() => expect(api.calls('GET /api/self/').length).toBeGreaterThan(0));
  act(() => socket.serverEmit('matchDay', options.state ?? NOTHING));
  return { ...view, socket };
}

it('shows nothing to a signed-out visitor', async () => {
  api.on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }));
  const { container } = renderWithPlatform(<Overlays basePath="/" />, { routePath: '*' });
  await waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(1));
  expect(container.textContent).toBe('');
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('never shows the sample ban to a signed-out visitor', async () => {
  api.on('GET /api/self/', () => ({ status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Sign in first' } } }));
  const { container } = renderWithPlatform(<Overlays basePath="/" />, { path: '/?sampleban', routePath: '*' });
  await waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(1));
  await new Promise((r) => setTimeout(r, 20));
  expect(container.textContent).toBe('');
  expect(screen.queryByRole('dialog')).toBeNull();
});

/** The page a banned player reads under the banner: a ladder row with a link to a profile. */
function LadderPage() {
  return (
    <main>
      <h1>Ladder</h1>
      <a href="/players/76561198000000077">Someone else</a>
    </main>
  );
}

it('?sampleban fakes the ban banner for a signed-in player, with its expiry and no appeal form', async () => {
  api.on('GET /api/self/', () => self({ completeTutorial: true }));
  renderWithPlatform(<Overlays basePath="/" />, { path: '/?sampleban', routePath: '*' });
  const banner = await screen.findByRole('status', { name: 'You are currently banned!' });
  expect(banner.textContent).toMatch(/Expires in \d+d \d+h/);
  expect(banner.textContent).toMatch(/only here on the site/);
  await userEvent.click(screen.getByRole('button', { name: 'Appeal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Appeal your ban' });
  expect(dialog.textContent).toMatch(/sample ban; there is nothing to appeal/);
  expect(screen.queryByRole('button', { name: 'Send appeal' })).toBeNull();
});

it('a banned player keeps the page: the banner does not lock it, and the appeal is reachable by keyboard', async () => {
  const ban = { isBan: true, date: Date.now() - HOUR, expires: null, reason: 'Griefing' };
  api.on('GET /api/self/', () => self({ completeTutorial: true, disciplineHistory: [ban] }));
  api.on('POST /api/appealBan/', () => ({ ok: true }));
  renderWithPlatform(
    <>
      <Overlays basePath="/" />
      <LadderPage />
    </>,
    { path: '/players', routePath: '*' },
  );
  const banner = await screen.findByRole('status', { name: 'You are currently banned!' });
  expect(banner.textContent).toContain('Reason: Griefing');
  expect(banner.textContent).toContain('Expires in never');
  // No modal over the page: the ladder and its links are there for the player and for assistive technology.
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Ladder' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Someone else' })).toBeTruthy();
  // Keyboard only: Tab reaches Appeal, Enter opens the form.
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Appeal' }));
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('dialog', { name: 'Appeal your ban' });
  const send = screen.getByRole('button', { name: 'Send appeal' });
  expect((send as HTMLButtonElement).disabled).toBe(true);
  await userEvent.type(screen.getByLabelText('Appeal'), '   ');
  expect((send as HTMLButtonElement).disabled).toBe(true);
  await userEvent.type(screen.getByLabelText('Appeal'), 'It was a misunderstanding');
  await userEvent.click(send);
  await waitFor(() => expect(screen.getByRole('dialog', { name: 'Appeal your ban' }).textContent).toMatch(/appeal was submitted/));
  expect(api.calls('POST /api/appealBan/').map((c) => c.body)).toEqual([{ reason: 'It was a misunderstanding' }]);
  // The form closes like any dialog; the banner stays and says the appeal is in.
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('status', { name: 'You are currently banned!' }).textContent).toMatch(/appeal was submitted/);
  expect(screen.queryByRole('button', { name: 'Appeal' })).toBeNull();
});

it('shows an appealed ban as submitted, and a rejected appeal as rejected, with no second form', async () => {
  const ban = { isBan: true, date: Date.now() - HOUR, expires: Date.now() + 5 * HOUR, reason: 'Griefing', appeal: 'sorry' };
  api.on('GET /api/self/', () => self({ completeTutorial: true, disciplineHistory: [ban] }));
  renderWithPlatform(<Overlays basePath="/" />, { routePath: '*' });
  expect(await screen.findByText(/appeal was submitted/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Appeal' })).toBeNull();
  cleanup();
  api.on('GET /api/self/', () => self({ completeTutorial: true, disciplineHistory: [{ ...ban, appealRejected: true }] }));
  renderWithPlatform(<Overlays basePath="/" />, { routePath: '*' });
  expect(await screen.findByText(/appeal was read and rejected/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Appeal' })).toBeNull();
});

it('walks a new player through the three tutorial steps; Finish waits for mains and Discord when the site links Discord', async () => {
  const season = { _id: 'league-15-7001', seasonName: 'RGL Season 15', divisionName: 'Main', formatName: 'Sixes', teamUrl: '', teamId: '7001' };
  const playerHistory = { lastUpdated: 1, data: [{ ...season, startedAt: 0, role: '', approved: true, seasonId: 15 }] };
  api.on('GET /api/self/', () => self({ missingRoles: ['league-15-7001'], playerHistory, isDiscordVerified: false, discordConfigured: true }));
  await renderOverlays();
  const welcome = await screen.findByRole('dialog', { name: 'Welcome!' });
  expect(welcome.textContent).toMatch(/Queue by class/);
  expect(welcome.textContent).toMatch(/first two players/);
  // Why they always play, in a sentence.
  expect(welcome.textContent).toMatch(/seats go in the order players joined, and every class has a seat on each team/);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  const news = await screen.findByRole('dialog', { name: "What's New" });
  expect(news.textContent).toMatch(/If this is your first visit, all of it is new to you/);
  expect(news.textContent).toMatch(/60 seconds to press Ready up/);
  expect(news.textContent).toMatch(/three votes from their own team/);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('dialog', { name: 'Get Started' })).toBeTruthy();
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Finish' }).disabled).toBe(true);
  // Season names, not internal ids ("League-15-7001").
  expect(screen.getByText('Still to declare: RGL Season 15 (Sixes, Main).')).toBeTruthy();
  expect(
    screen.getByText('Before finishing the tutorial, declare your main for RGL Season 15 (Sixes, Main) and link and verify your Discord account.'),
  ).toBeTruthy();
  expect(screen.getByRole('dialog', { name: 'Get Started' }).textContent).not.toMatch(/league-15-7001/i);
  expect(screen.getByRole('link', { name: 'Declare your mains on your profile' }).getAttribute('href')).toBe('/players/76561198000000042');
  expect(screen.getByRole('link', { name: 'Link Discord' }).getAttribute('href')).toBe('/auth/discord/login?returnTo=%2F');
});

it('back from Discord with an account another player holds, Get Started names the holder', async () => {
  const refusal = { _id: 'n1', msg: discordTakenMessage('Holder of it'), variant: 'error' as const, timestamp: Date.now() };
  api.on('GET /api/self/', () => self({ isDiscordVerified: false, discordConfigured: true, notifications: [refusal] }));
  await renderOverlays();
  await screen.findByRole('dialog', { name: 'Welcome!' });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  const started = await screen.findByRole('dialog', { name: 'Get Started' });
  expect(started.textContent).toContain('That Discord account is already linked to Holder of it.');
  expect(screen.getByRole('link', { name: 'Link Discord' })).toBeTruthy();
});

it('tells a player with no seasons there is nothing to declare, instead of "all your mains are declared"', async () => {
  api.on('GET /api/self/', () => self({ missingRoles: [], isDiscordVerified: false, discordConfigured: false }));
  await renderOverlays();
  await screen.findByRole('dialog', { name: 'Welcome!' });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  const started = await screen.findByRole('dialog', { name: 'Get Started' });
  expect(started.textContent).toMatch(/You have no league seasons yet, so there is nothing to declare/);
  expect(started.textContent).not.toMatch(/All your mains are declared/);
});

it('does not ask for Discord when the site has no Discord linking', async () => {
  api.on('GET /api/self/', () => self({ isDiscordVerified: false, discordConfigured: false }));
  api.on('GET /api/finishTutorial', () => ({ completeTutorial: true }));
  await renderOverlays();
  await screen.findByRole('dialog', { name: 'Welcome!' });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  await screen.findByRole('dialog', { name: 'Get Started' });
  expect(screen.queryByRole('link', { name: 'Link Discord' })).toBeNull();
  expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Finish' }).disabled).toBe(false);
});

it('finishes the tutorial when nothing is missing', async () => {
  let done = false;
  api.on('GET /api/self/', () => self({ completeTutorial: done }));
  api.on('GET /api/finishTutorial', () => {
    done = true;
    return { completeTutorial: true };
  });
  await renderOverlays();
  await screen.findByRole('dialog', { name: 'Welcome!' });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));
  await waitFor(() => expect(api.calls('GET /api/finishTutorial')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('shows the refusal of the api as an error toast and stays open', async () => {
  api.on('GET /api/self/', () => self());
  api.on('GET /api/finishTutorial', () => ({
    status: 409,
    json: { error: { code: 'TUTORIAL_INCOMPLETE', message: 'Before finishing the tutorial, declare your main for S1.' } },
  }));
  await renderOverlays();
  await screen.findByRole('dialog', { name: 'Welcome!' });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));
  expect(await screen.findByText('Before finishing the tutorial, declare your main for S1.')).toBeTruthy();
  expect(screen.getByRole('dialog', { name: 'Get Started' })).toBeTruthy();
});

it('"Later" is remembered for that player beyond the visit, for a week, then it asks again on the step they left', async () => {
  api.on('GET /api/self/', () => self());
  const first = await renderOverlays();
  await screen.findByRole('dialog', { name: 'Welcome!' });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: "What's New" })).getByRole('button', { name: 'Later' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  first.unmount();
  // A new visit (sessionStorage gone), the next day: still put off.
  const laterAt = Number(window.localStorage.getItem('pug.tutorialLater.76561198000000042'));
  expect(Date.now() - laterAt).toBeLessThan(60_000);
  window.sessionStorage.clear();
  const second = await renderOverlays();
  await waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(2));
  await new Promise((r) => setTimeout(r, 20));
  expect(screen.queryByRole('dialog')).toBeNull();
  second.unmount();
  // A week later it asks once more; closing it (Escape, the close button) counts as "Later" too.
  window.localStorage.setItem('pug.tutorialLater.76561198000000042', String(Date.now() - TUTORIAL_LATER_MS - 1));
  await renderOverlays();
  await screen.findByRole('dialog', { name: 'Welcome!' });
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(Date.now() - Number(window.localStorage.getItem('pug.tutorialLater.76561198000000042'))).toBeLessThan(60_000);
});

it('never opens over a match: not before the page knows, not with a live pug or a prompt, not on a pug page', async () => {
  api.on('GET /api/self/', () => self());
  // Not before the socket said what the player has under way.
  const socket = new FakeSocket();
  renderWithPlatform(<Overlays basePath="/" />, { routePath: '*', socket });
  await waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(1));
  await new Promise((r) => setTimeout(r, 20));
  expect(screen.queryByRole('dialog')).toBeNull();
  cleanup();
  // A newcomer who just took a sub seat: seated in a live pug.
  for (const state of [
    { ...NOTHING, pug: { pugId: 'p1', number: 64, phase: 'Playing' as const, onServer: false } },
    { ...NOTHING, queues: [{ queueName: 'sixes', roles: ['medic' as const], prompt: 'readyUp' as const }] },
    { ...NOTHING, subSeats: 1 },
  ]) {
    await renderOverlays({ state });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog'), JSON.stringify(state)).toBeNull();
    cleanup();
  }
  // A pug's page, live or not, is for following the match.
  await renderOverlays({ path: '/pugs/p1' });
  await new Promise((r) => setTimeout(r, 20));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('keeps its decision on <html data-tutorial>: waiting until the page knows the match day, then shown or none', async () => {
  api.on('GET /api/self/', () => self());
  const socket = new FakeSocket();
  renderWithPlatform(<Overlays basePath="/" />, { routePath: '*', socket });
  await waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(1));
  await waitFor(() => expect(document.documentElement.dataset.tutorial).toBe('waiting'));
  act(() => socket.serverEmit('matchDay', NOTHING));
  expect(await screen.findByRole('dialog')).toBeTruthy();
  expect(document.documentElement.dataset.tutorial).toBe('shown');
  cleanup();
  await renderOverlays({ state: { ...NOTHING, subSeats: 1 } });
  await waitFor(() => expect(document.documentElement.dataset.tutorial).toBe('none'));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it("being queued alone is no match in the way: it opens, and stays through the player's own queue events", async () => {
  api.on('GET /api/self/', () => self());
  const { socket } = await renderOverlays({ state: { ...NOTHING, queues: [{ queueName: 'sixes', roles: ['medic'], prompt: null }] } });
  expect(await screen.findByRole('dialog', { name: 'Welcome!' })).toBeTruthy();
  act(() =>
    socket.serverEmit('playerQueued', {
      version: 2,
      queueName: 'sixes',
      steamid: '76561198000000042',
      role: 'medic',
      isQueue: true,
      queuedAt: 1,
      userInfo: self(),
    }),
  );
  await new Promise((r) => setTimeout(r, 20));
  expect(screen.getByRole('dialog', { name: 'Welcome!' })).toBeTruthy();
});

it('steps aside when a match-day prompt comes while it is open, and comes back on that step with the next page', async () => {
  api.on('GET /api/self/', () => self());
  const { socket } = await renderOverlays();
  await screen.findByRole('dialog', { name: 'Welcome!' });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('dialog', { name: "What's New" });
  act(() =>
    socket.serverEmit('subNeeded', {
      pugId: 'p1',
      queueName: 'sixes',
      shorthand: '6s',
      map: 'cp_process_final',
      steamid: '76561198000000099',
      role: 'medic',
      team: 'blu',
    }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(window.localStorage.getItem('pug.tutorialLater.76561198000000042')).toBeNull(); // not put off: it was in the way
  cleanup();
  await renderOverlays();
  expect(await screen.findByRole('dialog', { name: "What's New" })).toBeTruthy();
});

it("steps aside on the player's own profile, and comes back on the step they left", async () => {
  api.on('GET /api/self/', () => self({ missingRoles: ['Season 12'] }));
  window.sessionStorage.setItem('pug.tutorialStep', '2');
  await renderOverlays({ path: '/players/76561198000000042' });
  await waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(1));
  expect(screen.queryByRole('dialog')).toBeNull();
  cleanup();
  await renderOverlays({ path: '/' });
  expect(await screen.findByRole('dialog', { name: 'Get Started' })).toBeTruthy();
});
