/** Helpers for the seasons tests. */
import type { TestServer } from '../testing/test-server.ts';

/**
 * A request to the test site as one of the signed-in players (`cookies` by steamid; `who` null:
 * signed out), with a JSON body when there is one.
 */
export function playerCaller(site: () => TestServer, cookies: Record<string, string>) {
  return (method: string, path: string, who: string | null, body?: unknown): Promise<Response> =>
    fetch(`${site().url}${path}`, {
      method,
      headers: { ...(who ? { cookie: cookies[who]! } : {}), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}
