import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeApi, renderWithPlatform, selfResponse } from '@pug/platform/testing';
import { discordTakenMessage, type SelfResponse } from '@pug/domain';
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
});

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
  renderWithPlatform(<Overlays basePath="/" />, { routePath: '*' });
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
  renderWithPlatform(<Overlays basePath="/" />, { routePath: '*' });
  await screen.findByRole('dialog', { name: 'Welcome!' });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  const started = await screen.findByRole('dialog', { name: 'Get Started' });
  expect(started.textContent).toContain('That Discord account is already linked to Holder of it.');
  expect(screen.getByRole('link', { name: 'Link Discord' })).toBeTruthy();
});

it('tells a player with no seasons there is nothing to declare, instead of "all your mains are declared"', async () => {
  api.on('GET /api/self/', () => self({ missingRoles: [], isDiscordVerified: false, discordConfigured: false }));
  renderWithPlatform(<Overlays basePath="/" />, { routePath: '*' });
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
  renderWithPlatform(<Overlays basePath="/" />, { routePath: '*' });
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
  renderWithPlatform(<Overlays basePath="/" />, { routePath: '*' });
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
  renderWithPlatform(<Overlays basePath="/" />, { routePath: '*' });
  await screen.findByRole('dialog', { name: 'Welcome!' });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));
  expect(await screen.findByText('Before finishing the tutorial, declare your main for S1.')).toBeTruthy();
  expect(screen.getByRole('dialog', { name: 'Get Started' })).toBeTruthy();
});

it('closed without finishing, it stays closed for the visit', async () => {
  api.on('GET /api/self/', () => self());
  const first = renderWithPlatform(<Overlays basePath="/" />, { routePath: '*' });
  await screen.findByRole('dialog', { name: 'Welcome!' });
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  first.unmount();
  // A new page load in the same visit.
  renderWithPlatform(<Overlays basePath="/" />, { routePath: '*' });
  await waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(2));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(window.sessionStorage.getItem('pug.tutorialClosed')).toBe('1');
});

it("steps aside on the player's own profile, and comes back on the step they left", async () => {
  api.on('GET /api/self/', () => self({ missingRoles: ['Season 12'] }));
  window.sessionStorage.setItem('pug.tutorialStep', '2');
  renderWithPlatform(<Overlays basePath="/" />, { routePath: '*', path: '/players/76561198000000042' });
  await waitFor(() => expect(api.calls('GET /api/self/')).toHaveLength(1));
  expect(screen.queryByRole('dialog')).toBeNull();
  cleanup();
  renderWithPlatform(<Overlays basePath="/" />, { routePath: '*', path: '/' });
  expect(await screen.findByRole('dialog', { name: 'Get Started' })).toBeTruthy();
});
