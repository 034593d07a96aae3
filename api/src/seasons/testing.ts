/** Helpers for the seasons tests. */
import { APP_REQUEST_HEADER } from '@pug/domain';
import type { TestServer } from '../testing/test-server.ts';

/**
 * A request to the test site as one of the signed-in players (`cookies` by steamid; `who` null:
 * signed out), with a JSON body when there is one, and the header the site's api client sends.
 */
export function playerCaller(site: () => TestServer, cookies: Record<string, string>) {
  return (method: string, path: string, who: string | null, body?: unknown): Promise<Response> =>
    fetch(`${site().url}${path}`, {
      method,
      headers: {
        [APP_REQUEST_HEADER.name]: APP_REQUEST_HEADER.value,
        ...(who ? { cookie: cookies[who]! } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}
