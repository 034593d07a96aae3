import { test as base, type APIRequestContext, type BrowserContext } from '@playwright/test';
import type { QueuesResponse } from '../domain/src/contracts/http.ts';

/**
 * The specs of the `shared-site` project share one site and its lobbies, one after another. A
 * spec that fails part way must not take the specs after it down with it (its players left in a
 * lobby, a lobby left in a ready-up, captains left set, its players in a cooldown for the ready-up
 * they missed), so every test of that project imports `test` from here:
 * - before it, every lobby is back to waiting and empty (a round under way is let run out: the
 *   ready-up expires, a draft is picked by the server, and whoever sat in it is let out of the
 *   cooldown the missed ready-up gave them), then whoever is queued is removed;
 * - after it, the captains it set through `setCaptains` are unset; after a failure, the players it
 *   signed in (`signIn` in support.ts) are let out of any cooldown, so its retry can queue again.
 */

/** The players a test signed in, and the captains it set: what its end undoes. */
const signedIn = new Set<string>();
const captainsSet = new Map<string, string>();

/** support.ts `signIn` tells this file who a test signed in. */
export function rememberSignedIn(steamid: string): void {
  signedIn.add(steamid);
}

/** Makes these players captains of `queueName` for this test; unset when it ends, failed or not. */
export async function setCaptains(admin: BrowserContext, steamids: readonly string[], queueName: string): Promise<void> {
  for (const steamid of steamids) {
    captainsSet.set(steamid, queueName);
    const res = await admin.request.post('/api/captain/', { data: { steamid, shouldCaptain: true, queueName } });
    if (!res.ok()) throw new Error(`captain ${steamid}: ${res.status()} ${await res.text()}`);
  }
}

const KEEPER = { steamid: '76561198799999999', alias: 'Lobby Keeper', admin: true };
/** How long a round left under way may take to run out (a 60 s ready-up, then a map vote or a draft). */
const SETTLE_MS = 150_000;

async function keeper(playwright: { request: { newContext(o: { baseURL?: string }): Promise<APIRequestContext> } }, baseURL: string | undefined) {
  const request = await playwright.request.newContext({ baseURL });
  const res = await request.post('/auth/dev-login', { data: KEEPER });
  if (!res.ok()) throw new Error(`the lobby keeper could not sign in: ${res.status()} ${await res.text()}`);
  return request;
}

/** Lets these players out of any cooldown (one they are not in answers an error, ignored). */
async function liftCooldowns(request: APIRequestContext, steamids: Iterable<string>): Promise<void> {
  for (const steamid of steamids) {
    await request.post(`/api/admin/players/${steamid}/liftCooldown`, { data: { reason: 'left over by a failed browser test: the next test queues again' } });
  }
}

/**
 * Waits until every lobby is waiting for players, then removes whoever is queued in it. Whoever sat
 * in a round left under way missed its ready-up: they are let out of the cooldown it gave them.
 */
async function emptyLobbies(request: APIRequestContext): Promise<void> {
  const until = Date.now() + SETTLE_MS;
  const caught = new Set<string>();
  for (;;) {
    const queues = (await (await request.get('/api/queues')).json()) as QueuesResponse;
    const busy = queues.filter((q) => q.state.phase !== 'Waiting For Players').map((q) => `${q.name} (${q.state.phase})`);
    for (const q of queues) {
      if (q.state.phase !== 'Waiting For Players') {
        for (const steamid of Object.keys(q.state._queuePlayers)) caught.add(steamid);
        continue;
      }
      for (const steamid of Object.keys(q.state._queuePlayers)) {
        const res = await request.post('/api/queueRole', { data: { queueName: q.name, roles: [], userSteamId: steamid, isDummy: false } });
        if (!res.ok()) throw new Error(`the lobby keeper could not take ${steamid} out of ${q.name}: ${res.status()} ${await res.text()}`);
      }
    }
    if (busy.length === 0) {
      await liftCooldowns(request, caught);
      return;
    }
    if (Date.now() > until) throw new Error(`lobbies still under way from an earlier test: ${busy.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export const test = base.extend<{ sharedLobbies: void }>({
  sharedLobbies: [
    async ({ playwright, baseURL }, use, testInfo) => {
      const request = await keeper(playwright, baseURL);
      await emptyLobbies(request);
      signedIn.clear();
      captainsSet.clear();
      await use();
      for (const [steamid, queueName] of captainsSet) {
        await request.post('/api/captain/', { data: { steamid, shouldCaptain: false, queueName } });
      }
      if (testInfo.status !== testInfo.expectedStatus) await liftCooldowns(request, signedIn);
      await request.dispose();
    },
    { auto: true, timeout: SETTLE_MS + 30_000 },
  ],
});
