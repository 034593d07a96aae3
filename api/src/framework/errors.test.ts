import { request } from 'node:http';
import { Writable } from 'node:stream';
import Koa from 'koa';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { HttpError, conflict, errorMiddleware, forbidden, notFound, toErrorResponse, unauthorized } from './errors.ts';
import { DomainError } from '@pug/domain';

describe('toErrorResponse', () => {
  it('keeps the status, code and message of an HttpError', () => {
    expect(toErrorResponse(conflict('Already readied', 'ALREADY_READIED'))).toEqual({
      status: 409,
      body: { error: { code: 'ALREADY_READIED', message: 'Already readied' } },
      unexpected: false,
    });
    expect(toErrorResponse(unauthorized()).status).toBe(401);
    expect(toErrorResponse(forbidden('Banned')).body.error.code).toBe('FORBIDDEN');
    expect(toErrorResponse(notFound('No pug')).status).toBe(404);
  });

  it('hides unknown errors behind a generic 500 and flags them for the log', () => {
    const res = toErrorResponse(new TypeError('secret internals at /srv/app.ts:12'));
    expect(res.status).toBe(500);
    expect(res.unexpected).toBe(true);
    expect(res.body.error.code).toBe('INTERNAL_ERROR');
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('maps library errors that carry a status, and never trusts a 5xx library message', () => {
    expect(toErrorResponse(Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large' }))).toMatchObject({
      status: 413,
      body: { error: { code: 'PAYLOAD_TOO_LARGE' } },
    });
    expect(toErrorResponse(Object.assign(new Error('db down at 10.0.0.1'), { status: 502 })).status).toBe(500);
    expect(new HttpError(418, 'teapot', 'short and stout').status).toBe(418);
  });
});

describe('error handling over HTTP', () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startTestServer();
  });
  afterAll(() => site.close());

  it('answers 404 JSON for an unknown /api route', async () => {
    const res = await fetch(`${site.url}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No such endpoint: GET /api/no-such-thing' },
    });
  });

  it('answers 400 JSON for a body that is not JSON', async () => {
    const res = await fetch(`${site.url}/api/queueRole`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"queueName": "sixes",',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(body.error.message).toMatch(/^The request body is not valid JSON \(.*position 22\)$/);
  });

  it('answers 413 JSON for a body over the limit', async () => {
    const res = await fetch(`${site.url}/api/queueRole`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(200_000) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 405 JSON for a known path with the wrong method', async () => {
    const res = await fetch(`${site.url}/api/queues`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
    expect(await res.json()).toEqual({
      error: { code: 'METHOD_NOT_ALLOWED', message: 'That method is not allowed here' },
    });
  });

  it('keeps a raw malformed escape from crashing the server', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${site.url}/api/%E0%A4%A`, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(404);
    expect((await fetch(`${site.url}/api/health`)).status).toBe(200);
  });
});

describe('errorMiddleware', () => {
  async function call(thrown: unknown) {
    const logged: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        logged.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = new Koa();
    app.use(errorMiddleware(pino({ level: 'info' }, stream)));
    app.use(() => {
      throw thrown;
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}/api/boom`);
      return { status: res.status, text: await res.text(), logged };
    } finally {
      server.close();
    }
  }

  it('answers an unexpected error with a generic 500 JSON and logs it with its stack', async () => {
    const { status, text, logged } = await call(new Error('connection string mongodb://admin:hunter2@db'));
    expect(status).toBe(500);
    expect(JSON.parse(text)).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side; it has been logged.' },
    });
    expect(text).not.toMatch(/hunter2|at .*\.ts/);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 50, msg: 'unexpected error', path: '/api/boom' });
    expect(JSON.stringify(logged[0])).toContain('hunter2');
  });

  it('passes a domain rule refusal through with its code and status', async () => {
    const { status, text, logged } = await call(new DomainError('CONFLICT', 'You are already readied'));
    expect(status).toBe(409);
    expect(JSON.parse(text)).toEqual({ error: { code: 'CONFLICT', message: 'You are already readied' } });
    expect(logged).toHaveLength(0);
  });
});
