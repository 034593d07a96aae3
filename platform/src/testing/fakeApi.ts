/**
 * A stand-in for the api over `fetch` in component tests: handlers per "METHOD /path" answer
 * with JSON (or an error status), at once or when the promise they return settles (a test holds an
 * answer back that way), and every request is recorded with its parsed body.
 */
import { vi } from 'vitest';

// eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents -- the object spells out the usual answer; any other value is sent as the JSON body
export type Handler = (body: unknown) => { status?: number; json?: unknown } | unknown;

export class FakeApi {
  readonly requests: { method: string; path: string; body: unknown }[] = [];
  private readonly handlers = new Map<string, Handler>();

  on(route: string, handler: Handler): this {
    this.handlers.set(route, handler);
    return this;
  }

  calls(route: string) {
    const [method, path] = route.split(' ');
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  readonly fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://pug.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : (init?.body ?? undefined);
    this.requests.push({ method, path: url.pathname, body });
    const handler = this.handlers.get(`${method} ${url.pathname}`);
    if (!handler) return json(404, { error: { code: 'NOT_FOUND', message: `No route ${method} ${url.pathname}` } });
    const out: unknown = await handler(body);
    if (out && typeof out === 'object' && 'status' in out && typeof out.status === 'number') {
      return json(out.status, (out as { json?: unknown }).json ?? {});
    }
    return json(200, out);
  });

  install(): void {
    vi.stubGlobal('fetch', this.fetch);
  }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
