import { describe, expect, it, vi } from 'vitest';
import { APP_REQUEST_HEADER } from '@pug/domain';
import { ApiError, createApiClient } from './api-client.ts';

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

describe('createApiClient', () => {
  it('sends credentials and JSON to the api origin', async () => {
    const fetch = respond(200, { ok: true });
    const client = createApiClient({ apiOrigin: 'https://api.test', fetch });
    await expect(client.post('/api/captain/', { steamid: '1' })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.test/api/captain/');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"steamid":"1"}');
  });

  it('sends a file as its raw bytes, not as JSON', async () => {
    const fetch = respond(200, []);
    const client = createApiClient({ apiOrigin: '', fetch });
    const file = new Blob([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await client.request('PUT', '/api/maps/cp_a/image', { body: file });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(file);
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/octet-stream');
  });

  it('sends the app header on every call, which the api requires of its state-changing GETs', async () => {
    const fetch = respond(200, { completeTutorial: true });
    const client = createApiClient({ apiOrigin: 'https://api.test', fetch });
    await client.get('/api/finishTutorial');
    await client.post('/api/queueRole', { role: 'medic' });
    await client.del('/api/customSeason/cs1');
    for (const [, init] of fetch.mock.calls as unknown as [string, RequestInit][]) {
      expect(new Headers(init.headers).get(APP_REQUEST_HEADER.name)).toBe(APP_REQUEST_HEADER.value);
    }
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('turns the api error body into an ApiError and reports it', async () => {
    const onError = vi.fn();
    const client = createApiClient({
      apiOrigin: '',
      fetch: respond(409, { error: { code: 'CONFLICT', message: 'Already readied' } }),
      onError,
    });
    const failure = client.get('/api/x');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, code: 'CONFLICT', message: 'Already readied' });
    expect(onError).toHaveBeenCalledTimes(1);
    expect((onError.mock.calls[0]?.[0] as ApiError).message).toBe('Already readied');
  });

  it('does not report silent failures', async () => {
    const onError = vi.fn();
    const client = createApiClient({ apiOrigin: '', fetch: respond(404, { error: { code: 'NOT_FOUND', message: 'No' } }), onError });
    await expect(client.get('/api/x', { silent: true })).rejects.toMatchObject({ status: 404 });
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as a network error', async () => {
    const onError = vi.fn();
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = createApiClient({ apiOrigin: '', fetch, onError });
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('keeps the status text when the error body is not JSON', async () => {
    const fetch = vi.fn(async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    const client = createApiClient({ apiOrigin: '', fetch });
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_502', message: 'Bad Gateway' });
  });
});
