/** Framing and parsing of wire messages, and the server's moreToCome rule, at the byte level. */
import net from 'node:net';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BSON, type Document } from 'bson';
import { Binary } from 'bson';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_MESSAGE_BYTES, MSG_MORE_TO_COME, MessageFramer, OP_MSG, OP_REPLY, ProtocolError, parseMessage } from './wire.ts';
import { opMsg, RawClient } from './raw-client.ts';
import { startEmbeddedStore, type EmbeddedStore } from './server.ts';

function opQuery(requestId: number, ns: string, query: Document): Buffer {
  const body = Buffer.concat([Buffer.alloc(4), Buffer.from(`${ns}\0`), Buffer.alloc(4), Buffer.from([255, 255, 255, 255]), BSON.serialize(query)]);
  const header = Buffer.alloc(16);
  header.writeInt32LE(16 + body.length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(2004, 12);
  return Buffer.concat([header, body]);
}

describe('MessageFramer', () => {
  it('reassembles messages split at any byte and splits coalesced ones', () => {
    const a = opMsg(1, 0, { ping: 1, $db: 'admin' });
    const b = opMsg(2, 0, { ping: 1, $db: 'x' });
    const stream = Buffer.concat([a, b]);
    for (let cut = 1; cut < stream.length; cut += 7) {
      const framer = new MessageFramer();
      const out = [...framer.push(stream.subarray(0, cut)), ...framer.push(stream.subarray(cut))];
      expect(out.map((m) => m.readInt32LE(4))).toEqual([1, 2]);
    }
  });

  it('refuses an impossible length', () => {
    const bad = Buffer.alloc(8);
    bad.writeInt32LE(3);
    expect(() => new MessageFramer().push(bad)).toThrow(ProtocolError);
  });

  it('decodes messages fed one byte at a time', () => {
    const a = opMsg(1, 0, { ping: 1, $db: 'admin' });
    const b = opMsg(2, 0, { insert: 'c', $db: 'x' }, { id: 'documents', docs: [{ a: 1 }] });
    const stream = Buffer.concat([a, b]);
    const framer = new MessageFramer();
    const out: Buffer[] = [];
    for (let i = 0; i < stream.length; i++) out.push(...framer.push(stream.subarray(i, i + 1)));
    expect(out).toHaveLength(2);
    expect(out[0]!.equals(a) && out[1]!.equals(b)).toBe(true);
    expect(out.map((m) => parseMessage(m).requestId)).toEqual([1, 2]);
    expect(parseMessage(out[1]!)).toMatchObject({ command: { insert: 'c', documents: [{ a: 1 }] } });
  });

  it('reassembles many messages cut at random places', () => {
    const messages = Array.from({ length: 40 }, (_, i) => opMsg(i, 0, { ping: 1, pad: 'x'.repeat((i * 37) % 300), $db: 'admin' }));
    const stream = Buffer.concat(messages);
    let seed = 12345;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % n) + 1;
    for (let round = 0; round < 20; round++) {
      const framer = new MessageFramer();
      const out: Buffer[] = [];
      for (let at = 0; at < stream.length;) {
        const size = rand(round % 2 ? 600 : 40);
        out.push(...framer.push(stream.subarray(at, at + size)));
        at += size;
      }
      expect(out.length).toBe(messages.length);
      expect(out.every((m, i) => m.equals(messages[i]!))).toBe(true);
    }
  });

  describe('copies', () => {
    afterEach(() => vi.restoreAllMocks());

    it('joins a message split into 8 KB chunks once, not once per chunk', () => {
      const big = opMsg(5, 0, { ping: 1, pad: new Binary(Buffer.alloc(4 * 1024 * 1024, 7)), $db: 'admin' });
      const tail = opMsg(6, 0, { ping: 1, $db: 'admin' });
      const stream = Buffer.concat([big, tail]);
      const concat = vi.spyOn(Buffer, 'concat');
      const framer = new MessageFramer();
      const out: Buffer[] = [];
      for (let at = 0; at < stream.length; at += 8192) out.push(...framer.push(stream.subarray(at, at + 8192)));
      expect(out.map((m) => m.readInt32LE(4))).toEqual([5, 6]);
      expect(out[0]!.equals(big)).toBe(true);
      const copied = concat.mock.calls.reduce((n, [list]) => n + list.reduce((m, b) => m + b.length, 0), 0);
      expect(concat.mock.calls.length).toBeLessThanOrEqual(2);
      expect(copied).toBeLessThanOrEqual(stream.length);
    });

    it('hands out a message inside one chunk without copying it', () => {
      const a = opMsg(1, 0, { ping: 1, $db: 'admin' });
      const concat = vi.spyOn(Buffer, 'concat');
      expect(new MessageFramer().push(Buffer.concat([a, a]))).toHaveLength(2);
      expect(concat).toHaveBeenCalledTimes(1); // the test's own Buffer.concat
    });
  });

  it("caps a message at mongod's 48 MB, as soon as the length is known", () => {
    const prefix = (n: number) => {
      const b = Buffer.alloc(4);
      b.writeInt32LE(n);
      return b;
    };
    expect(MAX_MESSAGE_BYTES).toBe(48_000_000);
    expect(new MessageFramer().push(prefix(MAX_MESSAGE_BYTES))).toEqual([]);
    expect(() => new MessageFramer().push(prefix(MAX_MESSAGE_BYTES + 1))).toThrow(ProtocolError);
    expect(() => new MessageFramer().push(prefix(49_000_000))).toThrow(/49000000/);
    expect(() => new MessageFramer().push(prefix(-1))).toThrow(ProtocolError);
    expect(() => new MessageFramer().push(prefix(15))).toThrow(ProtocolError);
    // The length split over two chunks is read the same way.
    const framer = new MessageFramer();
    expect(framer.push(prefix(49_000_000).subarray(0, 3))).toEqual([]);
    expect(() => framer.push(prefix(49_000_000).subarray(3))).toThrow(ProtocolError);
  });
});

describe('parseMessage', () => {
  it('merges a kind-1 document sequence into the command', () => {
    const msg = parseMessage(opMsg(9, 0, { insert: 'c', $db: 'd' }, { id: 'documents', docs: [{ a: 1 }, { a: 2 }] }));
    expect(msg).toEqual({ kind: 'msg', requestId: 9, flags: 0, command: { insert: 'c', $db: 'd', documents: [{ a: 1 }, { a: 2 }] } });
  });

  it('reads a legacy OP_QUERY handshake, unwrapping $query', () => {
    const msg = parseMessage(opQuery(3, 'admin.$cmd', { $query: { ismaster: 1 } }));
    expect(msg).toEqual({ kind: 'query', requestId: 3, collection: 'admin.$cmd', query: { ismaster: 1 } });
  });

  it('refuses unknown required flag bits', () => {
    expect(() => parseMessage(opMsg(1, 1 << 5, { ping: 1 }))).toThrow(/flag/);
  });
});

describe('server replies', () => {
  let store: EmbeddedStore;
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pug-wire-'));
    store = await startEmbeddedStore({ dataDir: dir });
  });
  afterAll(async () => {
    await store.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  function exchange(payload: Buffer, expected: number): Promise<Buffer[]> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(store.port, '127.0.0.1');
      const framer = new MessageFramer();
      const got: Buffer[] = [];
      socket.on('data', (d) => {
        got.push(...framer.push(d));
        if (got.length >= expected) {
          // Give a stray extra reply a moment to show up before judging.
          setTimeout(() => {
            socket.destroy();
            resolve(got);
          }, 50);
        }
      });
      socket.on('error', reject);
      socket.write(payload);
    });
  }

  it('answers the OP_QUERY handshake with an OP_REPLY hello', async () => {
    const [reply] = await exchange(opQuery(7, 'admin.$cmd', { ismaster: 1, helloOk: true }), 1);
    expect(reply!.readInt32LE(8)).toBe(7);
    expect(reply!.readInt32LE(12)).toBe(OP_REPLY);
    const doc = BSON.deserialize(reply!.subarray(36));
    expect(doc).toMatchObject({ ok: 1, ismaster: true, minWireVersion: 0, maxWireVersion: 21, logicalSessionTimeoutMinutes: 30 });
    expect(doc.topologyVersion).toBeUndefined();
  });

  it('never answers a moreToCome message', async () => {
    const endSessions = opMsg(20, MSG_MORE_TO_COME, { endSessions: [], $db: 'admin' });
    const ping = opMsg(21, 0, { ping: 1, $db: 'admin' });
    const replies = await exchange(Buffer.concat([endSessions, ping]), 1);
    expect(replies).toHaveLength(1);
    expect(replies[0]!.readInt32LE(8)).toBe(21);
  });

  it('reports the same maxMessageSizeBytes the framer enforces', async () => {
    const [reply] = await exchange(opQuery(8, 'admin.$cmd', { ismaster: 1 }), 1);
    expect(BSON.deserialize(reply!.subarray(36)).maxMessageSizeBytes).toBe(MAX_MESSAGE_BYTES);
  });

  it('closes the connection on a length prefix over 48 MB without waiting for the body', async () => {
    const c = await RawClient.connect(store.port);
    const header = Buffer.alloc(16);
    header.writeInt32LE(49_000_000, 0);
    header.writeInt32LE(OP_MSG, 12);
    c.socket.write(header);
    await c.closed;
    expect(c.socket.destroyed).toBe(true);
  });

  it('frames a ~47 MB message written in 8 KB pieces with one join', async () => {
    // A body plus a kind-1 sequence of three ~15.6 MB documents, as a driver's big insert would be.
    const doc = (i: number) => ({ _id: i, pad: new Binary(Buffer.alloc(15_600_000, i)) });
    const huge = opMsg(40, 0, { ping: 1, $db: 'admin' }, { id: 'documents', docs: [doc(1), doc(2), doc(3)] });
    expect(huge.length).toBeGreaterThan(46_000_000);
    expect(huge.length).toBeLessThan(MAX_MESSAGE_BYTES);
    const c = await RawClient.connect(store.port);
    const concat = vi.spyOn(Buffer, 'concat');
    try {
      const reply = new Promise<Buffer>((resolve) => c.socket.once('data', resolve));
      for (let at = 0; at < huge.length; at += 8192) c.socket.write(huge.subarray(at, at + 8192));
      const body = BSON.deserialize((await reply).subarray(21));
      expect(body).toEqual({ ok: 1 });
      const big = concat.mock.calls.filter(([list]) => list.reduce((n, b) => n + b.length, 0) > 1_000_000);
      expect(big.length).toBeLessThanOrEqual(1);
    } finally {
      concat.mockRestore();
      c.close();
    }
  });

  it('answers a command without $db with an error instead of dropping the connection', async () => {
    const [reply] = await exchange(opMsg(30, 0, { ping: 1 }), 1);
    const doc = BSON.deserialize(reply!.subarray(21));
    expect(doc).toMatchObject({ ok: 0, codeName: 'InvalidNamespace' });
  });
});
