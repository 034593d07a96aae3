import { Writable } from 'node:stream';
import Koa from 'koa';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger, requestLogger } from './logger.ts';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

describe('requestLogger', () => {
  it('logs method, path, status and duration of each request', async () => {
    const { lines, logger } = capture();
    const app = new Koa();
    app.use(requestLogger(logger));
    app.use((ctx) => {
      ctx.status = 201;
      ctx.body = { ok: true };
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as { port: number };
      await fetch(`http://127.0.0.1:${port}/api/queues?secret=1`, { method: 'POST' });
    } finally {
      server.close();
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request', method: 'POST', path: '/api/queues', status: 201 });
    expect(typeof lines[0]?.ms).toBe('number');
    expect(JSON.stringify(lines[0])).not.toContain('secret');
  });
});

describe('createLogger', () => {
  it('honours the configured level', () => {
    expect(createLogger({ level: 'silent' }).isLevelEnabled('fatal')).toBe(false);
    const debug = createLogger({ level: 'debug' });
    expect(debug.isLevelEnabled('debug')).toBe(true);
    expect(debug.isLevelEnabled('trace')).toBe(false);
  });
});
