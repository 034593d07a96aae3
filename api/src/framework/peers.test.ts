/**
 * Announcements between api processes over a real redis-server: another process hears a stored
 * change, the announcing one does not; a message that does not parse and a reaction that throws
 * are logged and do not stop the next message or reaction; a publish that fails is logged and
 * never reaches the write that asked for it.
 */
import { createClient } from 'redis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeers } from './peers.ts';
import { connectRedisFanOut, type RedisFanOut } from './redis-adapter.ts';
import { startRedisServer, type TestRedis } from './redis-testing.ts';

let redis: TestRedis;
const links: RedisFanOut[] = [];
beforeAll(async () => {
  redis = await startRedisServer();
}, 20_000);
afterAll(async () => {
  for (const link of links) await link.close();
  await redis?.stop();
});

/** A logger whose lines the test reads. */
function recordingLogger() {
  const lines: Array<{ level: number; msg: string; err?: { message?: string } }> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) });
  return { logger, lines };
}

async function peer() {
  const { logger, lines } = recordingLogger();
  const peers = createPeers(logger);
  const link = await connectRedisFanOut(redis.url, pino({ level: 'silent' }));
  links.push(link);
  await peers.connect(link);
  return { peers, lines, link };
}

/** Resolves with what `count` reactions received, or what came before `ms` passed. */
function collect<T>(subscribe: (push: (value: T) => void) => void, count: number, ms = 2000): Promise<T[]> {
  return new Promise((resolve) => {
    const got: T[] = [];
    const timer = setTimeout(() => resolve(got), ms);
    subscribe((value) => {
      got.push(value);
      if (got.length === count) {
        clearTimeout(timer);
        resolve(got);
      }
    });
  });
}

describe('peers', () => {
  it('another process hears each stored change; the announcing process does not hear its own', async () => {
    const a = await peer();
    const b = await peer();
    const heardByA = collect((push) => a.peers.onAnnounced('test/a', push), 1);
    const heardByB = collect((push) => b.peers.onAnnounced('test/b', push), 2);
    a.peers.announce({ kind: 'lobby', name: 'sixes', version: 7 });
    a.peers.announce({ kind: 'lobby', name: 'highlander', version: 3 });
    expect(await heardByB).toEqual([
      { kind: 'lobby', name: 'sixes', version: 7 },
      { kind: 'lobby', name: 'highlander', version: 3 },
    ]);
    // Redis delivers in publish order: once A hears B's later change, its own two would have come first.
    b.peers.announce({ kind: 'lobby', name: 'marker', version: 1 });
    expect(await heardByA).toEqual([{ kind: 'lobby', name: 'marker', version: 1 }]);
    expect(a.peers.connected()).toBe(true);
  });

  it('drops a message that does not parse (logged) and still hears the next one', async () => {
    const b = await peer();
    const heard = collect((push) => b.peers.onAnnounced('test/b', push), 1);
    const raw = createClient({ url: redis.url });
    await raw.connect();
    try {
      await raw.publish('pug:stored-changes', '{"from":"x","change":{"kind":"lobby","name":"sixes","version":-1}}');
      await raw.publish('pug:stored-changes', 'not json');
      await raw.publish('pug:stored-changes', JSON.stringify({ from: 'other', change: { kind: 'lobby', name: 'sixes', version: 9 } }));
    } finally {
      await raw.close();
    }
    expect(await heard).toEqual([{ kind: 'lobby', name: 'sixes', version: 9 }]);
    expect(b.lines.filter((line) => line.msg === 'ignored an announcement that does not parse')).toHaveLength(2);
  });

  it('a reaction that throws is logged with its name; the next reaction still runs', async () => {
    const a = await peer();
    const b = await peer();
    b.peers.onAnnounced('test/broken', () => {
      throw new Error('reload failed');
    });
    const heard = collect((push) => b.peers.onAnnounced('test/after', push), 1);
    a.peers.announce({ kind: 'lobby', name: 'prolander', version: 1 });
    expect(await heard).toEqual([{ kind: 'lobby', name: 'prolander', version: 1 }]);
    const failure = b.lines.find((line) => line.msg === 'reacting to another process’s change failed');
    expect(failure).toMatchObject({ subscriber: 'test/broken', err: { message: 'reload failed' } });
  });

  it('a publish Redis refuses is logged and never thrown to the write that announced it', async () => {
    const a = await peer();
    await a.link.close(); // the publishing client is closed: node-redis rejects every command now
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      expect(() => a.peers.announce({ kind: 'lobby', name: 'sixes', version: 11 })).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
    const warning = a.lines.find((line) => line.msg === 'could not announce a stored change to the other api processes');
    expect(warning).toMatchObject({ level: 40, change: { kind: 'lobby', name: 'sixes', version: 11 } });
    expect(warning?.err?.message).toBeTruthy();
  });
});
