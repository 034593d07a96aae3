/**
 * The store's authentication: the official driver authenticates with SCRAM-SHA-256 (and verifies
 * the server's signature); without the credential nothing but the handshake is answered.
 */
import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Binary, type Document } from 'bson';
import { MongoClient, MongoServerError } from 'mongodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RawClient } from './raw-client.ts';
import { startEmbeddedStore, type EmbeddedStore } from './server.ts';

/** Documents keyed by string ids, as the app's are. */
type Doc = { _id: string; [field: string]: unknown };

const USER = 'pug';
const PASSWORD = randomBytes(32).toString('base64url');

let store: EmbeddedStore;
let dir: string;
const opened: Array<{ close(): unknown }> = [];
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pug-auth-'));
  store = await startEmbeddedStore({ dataDir: path.join(dir, 'data'), credential: { user: USER, password: PASSWORD } });
});
afterEach(async () => {
  for (const c of opened.splice(0)) await c.close();
});
afterAll(async () => {
  await store.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const uriFor = (user: string, password: string) =>
  `mongodb://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${store.port}/?authSource=admin`;

function client(uri: string): MongoClient {
  const c = new MongoClient(uri, { serverSelectionTimeoutMS: 3000 });
  opened.push(c);
  return c;
}

async function raw(): Promise<RawClient> {
  const c = await RawClient.connect(store.port);
  opened.push(c);
  return c;
}

async function failure(p: Promise<unknown>): Promise<MongoServerError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MongoServerError);
  return err as MongoServerError;
}

const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();

/** An independent SCRAM-SHA-256 client (RFC 5802), to check the server's messages byte for byte. */
async function scram(c: RawClient, opts: { password?: string; tamper?: boolean; viaHello?: boolean; skipEmptyExchange?: boolean } = {}) {
  const bare = `n=${USER},r=${randomBytes(24).toString('base64')}`;
  const saslStart = {
    saslStart: 1,
    mechanism: 'SCRAM-SHA-256',
    payload: new Binary(Buffer.from(`n,,${bare}`)),
    autoAuthorize: 1,
    options: { skipEmptyExchange: opts.skipEmptyExchange ?? true },
  };
  let first: Document;
  if (opts.viaHello) {
    const hello = await c.command({ hello: 1, saslSupportedMechs: `admin.${USER}`, speculativeAuthenticate: { ...saslStart, db: 'admin' } });
    expect(hello.saslSupportedMechs).toEqual(['SCRAM-SHA-256']);
    first = hello.speculativeAuthenticate as Document;
  } else {
    first = await c.command(saslStart);
    expect(first).toMatchObject({ ok: 1, done: false });
  }
  const serverFirst = Buffer.from((first.payload as Binary).value()).toString('utf8');
  const fields = Object.fromEntries(serverFirst.split(',').map((kv) => [kv.slice(0, 1), kv.slice(2)]));
  const salted = pbkdf2Sync(opts.password ?? PASSWORD, Buffer.from(fields.s!, 'base64'), Number(fields.i), 32, 'sha256');
  const clientKey = hmac(salted, 'Client Key');
  const storedKey = createHash('sha256').update(clientKey).digest();
  const withoutProof = `c=biws,r=${fields.r}`;
  const authMessage = `${bare},${serverFirst},${withoutProof}`;
  const signature = hmac(storedKey, authMessage);
  const proof = Buffer.from(clientKey.map((b, i) => b ^ signature[i]!));
  if (opts.tamper) proof[5] = proof[5]! ^ 0x10;
  const final = await c.command({
    saslContinue: 1,
    conversationId: first.conversationId,
    payload: new Binary(Buffer.from(`${withoutProof},p=${proof.toString('base64')}`)),
  });
  const expectedV = `v=${hmac(hmac(salted, 'Server Key'), authMessage).toString('base64')}`;
  return { first, final, serverFinal: final.payload ? Buffer.from((final.payload as Binary).value()).toString('utf8') : undefined, expectedV };
}

describe('the official driver against the store', () => {
  it('without credentials cannot read servers or insert a session', async () => {
    const anonymous = client(`mongodb://127.0.0.1:${store.port}/`);
    const db = anonymous.db('pug');
    const read = await failure(db.collection<Doc>('servers').find({}).toArray());
    expect(read).toMatchObject({ code: 13, codeName: 'Unauthorized' });
    const write = await failure(db.collection<Doc>('sessions').insertOne({ _id: 'forged', steamid: '76561198000000001', isAdmin: true }));
    expect(write).toMatchObject({ code: 13, codeName: 'Unauthorized' });
    expect(await client(uriFor(USER, PASSWORD)).db('pug').collection<Doc>('sessions').countDocuments()).toBe(0);
  });

  it('with a wrong password or user is refused with AuthenticationFailed', async () => {
    const wrongPassword = await failure(
      client(uriFor(USER, `${PASSWORD}x`))
        .db('pug')
        .collection<Doc>('servers')
        .findOne({}),
    );
    expect(wrongPassword).toMatchObject({ code: 18, codeName: 'AuthenticationFailed' });
    const wrongUser = await failure(client(uriFor('admin', PASSWORD)).db('pug').collection<Doc>('servers').findOne({}));
    expect(wrongUser).toMatchObject({ code: 18, codeName: 'AuthenticationFailed' });
  });

  it('with the credential authenticates (the driver checks the server signature) and works', async () => {
    const db = client(uriFor(USER, PASSWORD)).db('pug');
    await db.collection<Doc>('servers').insertOne({ _id: 's1', rconPassword: 'secret' });
    expect(await db.collection<Doc>('servers').findOne({ _id: 's1' })).toMatchObject({ rconPassword: 'secret' });
    await db.collection<Doc>('sessions').insertOne({ _id: 'x' });
    await db.collection<Doc>('sessions').deleteOne({ _id: 'x' });
  });

  it('the store URI it hands out carries the credential; its address does not', async () => {
    expect(store.address).toBe(`mongodb://127.0.0.1:${store.port}/`);
    expect(store.uri).toContain(encodeURIComponent(PASSWORD));
    expect(await client(store.uri).db('pug').collection<Doc>('servers').countDocuments()).toBeGreaterThanOrEqual(0);
  });
});

describe('the store process', () => {
  it('listens on loopback only', async () => {
    await expect(startEmbeddedStore({ dataDir: path.join(dir, 'other'), host: '0.0.0.0' })).rejects.toThrow(/loopback/);
  });

  it("keeps its data folder and files private to the store's OS user", async () => {
    const db = client(store.uri).db('pug');
    await db.collection<Doc>('servers').insertOne({ _id: 'private', rconPassword: 'secret' });
    const data = path.join(dir, 'data');
    expect((await fs.stat(data)).mode & 0o777).toBe(0o700);
    for (const f of await fs.readdir(data)) expect([f, (await fs.stat(path.join(data, f))).mode & 0o077]).toEqual([f, 0]);
  });
});

describe('the wire, without the driver', () => {
  it('answers an unauthenticated find with Unauthorized (13)', async () => {
    const c = await raw();
    expect(await c.command({ find: 'servers', filter: {}, $db: 'pug' })).toEqual({
      ok: 0,
      code: 13,
      codeName: 'Unauthorized',
      errmsg: 'command find requires authentication',
    });
    expect(await c.command({ insert: 'sessions', documents: [{ _id: 'forged' }], $db: 'pug' })).toMatchObject({ code: 13 });
    expect(await c.command({ listDatabases: 1 })).toMatchObject({ code: 13 });
    expect(await c.command({ buildInfo: 1 })).toMatchObject({ code: 13 });
  });

  it('answers the handshake and ping before authentication', async () => {
    const c = await raw();
    expect(await c.command({ hello: 1 })).toMatchObject({ ok: 1, isWritablePrimary: true });
    expect(await c.command({ isMaster: 1 })).toMatchObject({ ok: 1, ismaster: true });
    expect(await c.command({ ping: 1 })).toEqual({ ok: 1 });
  });

  it('lists SCRAM-SHA-256 for the store user only', async () => {
    const c = await raw();
    expect((await c.command({ hello: 1, saslSupportedMechs: `admin.${USER}` })).saslSupportedMechs).toEqual(['SCRAM-SHA-256']);
    expect((await c.command({ hello: 1, saslSupportedMechs: 'admin.nobody' })).saslSupportedMechs).toBeUndefined();
  });

  it('completes saslStart/saslContinue with the right server signature, then serves commands', async () => {
    const c = await raw();
    const { first, final, serverFinal, expectedV } = await scram(c);
    expect(first.conversationId).toBe(1);
    expect(final).toMatchObject({ ok: 1, done: true, conversationId: 1 });
    expect(serverFinal).toBe(expectedV);
    expect(await c.command({ find: 'servers', filter: {}, $db: 'pug' })).toMatchObject({ ok: 1 });
    const other = await raw();
    expect(await other.command({ find: 'servers', filter: {}, $db: 'pug' })).toMatchObject({ code: 13 });
  });

  it('completes a speculative authentication started in hello', async () => {
    const c = await raw();
    const { first, final, serverFinal, expectedV } = await scram(c, { viaHello: true });
    expect(first).toMatchObject({ conversationId: 1, done: false });
    expect(final).toMatchObject({ ok: 1, done: true });
    expect(serverFinal).toBe(expectedV);
    expect(await c.command({ find: 'servers', filter: {}, $db: 'pug' })).toMatchObject({ ok: 1 });
  });

  it('without skipEmptyExchange finishes on the empty third message', async () => {
    const c = await raw();
    const { final } = await scram(c, { skipEmptyExchange: false });
    expect(final).toMatchObject({ ok: 1, done: false });
    expect(await c.command({ find: 'servers', filter: {}, $db: 'pug' })).toMatchObject({ code: 13 });
    expect(await c.command({ saslContinue: 1, conversationId: 1, payload: new Binary(Buffer.alloc(0)) })).toMatchObject({ ok: 1, done: true });
    expect(await c.command({ find: 'servers', filter: {}, $db: 'pug' })).toMatchObject({ ok: 1 });
  });

  it('refuses a tampered client proof and a wrong password with AuthenticationFailed (18)', async () => {
    const c = await raw();
    const tampered = await scram(c, { tamper: true });
    expect(tampered.final).toMatchObject({ ok: 0, code: 18, codeName: 'AuthenticationFailed' });
    expect(tampered.final.payload).toBeUndefined();
    expect(await c.command({ find: 'servers', filter: {}, $db: 'pug' })).toMatchObject({ code: 13 });
    const wrong = await scram(c, { password: 'not-the-password' });
    expect(wrong.final).toMatchObject({ ok: 0, code: 18 });
    expect(await c.command({ find: 'servers', filter: {}, $db: 'pug' })).toMatchObject({ code: 13 });
  });

  it('refuses SCRAM-SHA-1 and a saslContinue without a conversation', async () => {
    const c = await raw();
    const sha1 = await c.command({ saslStart: 1, mechanism: 'SCRAM-SHA-1', payload: new Binary(Buffer.from('n,,n=pug,r=abc')) });
    expect(sha1).toMatchObject({ ok: 0, codeName: 'MechanismUnavailable' });
    const orphan = await c.command({ saslContinue: 1, conversationId: 1, payload: new Binary(Buffer.from('c=biws,r=x,p=AAAA')) });
    expect(orphan).toMatchObject({ ok: 0, code: 18 });
  });
});
