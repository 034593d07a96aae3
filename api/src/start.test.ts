import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config.ts';
import { EMBEDDED_STORE_IN_PRODUCTION, startSite, type OpenDatabaseOptions, type StartableDatabase } from './start.ts';

function fakeDatabase() {
  const calls: { opened: OpenDatabaseOptions[]; closed: number } = { opened: [], closed: 0 };
  const openDatabase = async (opts: OpenDatabaseOptions): Promise<StartableDatabase> => {
    calls.opened.push(opts);
    return { ready: async () => ({ ok: true, latencyMs: 1 }), close: async () => void calls.closed++ };
  };
  return { calls, openDatabase };
}

const baseEnv = { NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0' };
const productionEnv = { ...baseEnv, NODE_ENV: 'production', PUBLIC_API_ORIGIN: 'https://pugs.example.com' };

/** A logger whose lines start-up writes into `lines`. */
function capturedLog() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

describe('startSite', () => {
  it('opens the embedded, seeded database, listens and prints the ready line', async () => {
    const { calls, openDatabase } = fakeDatabase();
    const lines: string[] = [];
    const running = await startSite({ env: { ...baseEnv, MONGO_DATA_DIR: '/tmp/pug-data' }, openDatabase, print: (l) => lines.push(l) });
    try {
      expect(calls.opened).toEqual([{ seed: true, dataDir: '/tmp/pug-data', logger: expect.anything() }]);
      expect(lines).toEqual([`Pug site ready at http://localhost:${running.port}`]);
      const ready = await fetch(`http://127.0.0.1:${running.port}/api/ready`);
      expect(await ready.json()).toEqual({ ok: true, db: { latencyMs: 1 } });
    } finally {
      await running.stop();
    }
    expect(calls.closed).toBe(1);
    await expect(fetch(`http://127.0.0.1:${running.port}/api/health`)).rejects.toThrow();
  });

  it('uses MONGODB_URI without seeding when it is set', async () => {
    const { calls, openDatabase } = fakeDatabase();
    const running = await startSite({
      env: { ...baseEnv, MONGODB_URI: 'mongodb://db.internal:27017/pugs', PUBLIC_API_ORIGIN: 'http://localhost:8080' },
      openDatabase,
      print: () => {},
    });
    await running.stop();
    expect(calls.opened[0]).toMatchObject({ uri: 'mongodb://db.internal:27017/pugs' });
    expect(calls.opened[0]?.seed).toBeUndefined();
  });

  it('stops at a bad configuration before opening the database', async () => {
    const { calls, openDatabase } = fakeDatabase();
    await expect(startSite({ env: { PORT: 'abc' }, openDatabase, print: () => {} })).rejects.toThrow(ConfigError);
    expect(calls.opened).toHaveLength(0);
  });

  it('closes the database when the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    const { calls, openDatabase } = fakeDatabase();
    try {
      await expect(startSite({ env: { ...baseEnv, PORT: String(taken) }, openDatabase, print: () => {} })).rejects.toThrow(/EADDRINUSE/);
      expect(calls.closed).toBe(1);
    } finally {
      blocker.close();
    }
  });

  it('warns once when production starts the embedded store, and not with MONGODB_URI or outside production', async () => {
    const starts = [
      { ...productionEnv, MONGO_DATA_DIR: '/tmp/pug-data' },
      { ...productionEnv, MONGODB_URI: 'mongodb://pug:pw@db1.internal:27017/pug?replicaSet=rs0' },
      { ...baseEnv, NODE_ENV: 'development' },
    ];
    const warnings: string[][] = [];
    for (const env of starts) {
      const { lines, logger } = capturedLog();
      const running = await startSite({ env, openDatabase: fakeDatabase().openDatabase, print: () => {}, logger });
      await running.stop();
      warnings.push(lines.filter((l) => l.level === 40).map((l) => l.msg));
    }
    expect(warnings).toEqual([[EMBEDDED_STORE_IN_PRODUCTION], [], []]);
    expect(EMBEDDED_STORE_IN_PRODUCTION).toMatch(/embedded store.*development and demos.*MONGODB_URI/);
  });
});
