import { expect, type Page } from '@playwright/test';
import { test } from './shared-site.ts';
import { closeTutorialWhenShown, shot, signedInContext } from './support.ts';

/**
 * The queue chat beside the lobby: one player mentions another, who reads it live and is told
 * (a toast), the writer having the longest legal alias; an admin deletes the message and it leaves both players' pages. Nobody queues: the
 * lobby stays empty. PUG_E2E_VIEWPORT=390x844 walks it on a phone; PUG_E2E_SHOTS=dir saves shots.
 */
// The longest legal alias, in a glyph that never offers a line break: a phone must not scroll sideways.
const WRITER = { steamid: '76561198920000001', alias: '﷽'.repeat(32) };
const READER = { steamid: '76561198920000002', alias: 'Chat Scout' };
const ADMIN = { steamid: '76561198920000009', alias: 'Chat Admin' };

async function openLobby(page: Page): Promise<void> {
  await closeTutorialWhenShown(page);
  await page.goto('/?pugId=sixes');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
}

test('a mention reaches the other player live; an admin deletes the message from every page', async ({ browser }) => {
  test.setTimeout(25_000);
  const [writer, reader, admin] = await Promise.all([
    signedInContext(browser, WRITER),
    signedInContext(browser, READER),
    signedInContext(browser, ADMIN, true),
  ]);
  const [w, r, a] = await Promise.all([writer.newPage(), reader.newPage(), admin.newPage()]);
  await Promise.all([openLobby(w), openLobby(r), openLobby(a)]);

  const text = `@ChatScout gg, see https://logs.tf/${Date.now()}`;
  const input = w.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');

  const line = (page: Page) => page.getByRole('log', { name: 'Chat messages' }).getByTestId('chat-message').filter({ hasText: text });
  await expect(line(r)).toBeVisible();
  await expect(line(r).getByRole('link')).toHaveCount(0);
  await expect(r.getByText(`${WRITER.alias} mentioned you in the chat`, { exact: true })).toBeVisible();
  await shot(r, 'chat-mentioned');
  for (const page of [w, r]) {
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
  }

  await expect(line(a)).toBeVisible();
  await shot(a, 'chat-admin');
  await line(a)
    .getByRole('button', { name: `Delete the message of ${WRITER.alias}`, exact: false })
    .click();
  await expect(line(w)).toHaveCount(0);
  await expect(line(r)).toHaveCount(0);
  await expect(line(a)).toHaveCount(0);
  await expect(w.getByText('0 / 12 players').first()).toBeVisible();
  await Promise.all([writer.close(), reader.close(), admin.close()]);
});
