/** Framing and parsing of wire messages, and the server's moreToCome rule, at the byte level. */
import net from 'node:net';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BSON, type Document } from 'bson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_MORE_TO_COME, MessageFramer, OP_MSG, OP_REPLY, ProtocolError, parseMessage } from './wire.ts';
import { startEmbeddedStore, type EmbeddedStore } from './server.ts';

function opMsg(requestId: number, flags: number, body: Document, seq?: { id: string; docs: Document[] }): Buffer {
  const parts: Buffer[] = [];
  const flagBuf = Buffer.alloc(4);
  flagBuf.writeUInt32LE(flags >>> 0);
  parts.push(flagBuf, Buffer.from([0]), Buffer.from(BSON.serialize(body)));
  if (seq) {
    const docs = Buffer.concat(seq.docs.map((d) => BSON.serialize(d)));
    const name = Buffer.from(`${seq.id}\0`);
    const size = Buffer.alloc(4);
    size.writeInt32LE(4 + name.length + docs.length);
    parts.push(Buffer.from([1]), size, name, docs);
  }
  const payload = Buffer.concat(parts);
  const header = Buffer.alloc(16);
  header.writeInt32LE(16 + payload.length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(0, 8);
  header.writeInt32LE(OP_MSG, 12);
  return Buffer.concat([header, payload]);
}

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

  it('answers a command without $db with an error instead of dropping the connection', async () => {
    const [reply] = await exchange(opMsg(30, 0, { ping: 1 }), 1);
    const doc = BSON.deserialize(reply!.subarray(21));
    expect(doc).toMatchObject({ ok: 0, codeName: 'InvalidNamespace' });
  });
});
