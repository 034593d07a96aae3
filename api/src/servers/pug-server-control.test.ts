/**
 * Game control on a live pug's server, through HTTP against simulated TF2
 * servers that speak real RCON: reinitialize, reassign, and the RCON console.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTf2Sim, type Tf2Simulator } from '@pug/test-tools/tf2-sim';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { TestPlayer } from '../testing/loop-site.ts';
import { insertPregamePug, registerSim, startServersSite, steamidOf, type ServersSite } from './testing.ts';

let db: Database;
let site: ServersSite;
let admin: TestPlayer;
let player: TestPlayer;
let sims: Tf2Simulator[] = [];
let serial = 0;

beforeAll(async () => {
  db = await openTestDatabase();
  site = await startServersSite(db);
  admin = await TestPlayer.signIn(site.url, steamidOf(90), { admin: true, socket: false });
  // Seated in every pug of insertPregamePug, with a socket to hear serverUpdate.
  player = await TestPlayer.signIn(site.url, steamidOf(1));
});
afterEach(async () => {
  await db.collections.servers.deleteMany({});
  for (const s of sims) await s.stop();
  sims = [];
});
afterAll(async () => {
  player?.socket.close();
  await site?.close();
  await db?.close();
});

/** A Pregame pug on a configured simulated server (and `spare` free ones, lower priority). */
async function livePugOnSim(spare = 0) {
  const pugId = `control-${++serial}`;
  const main = await startTf2Sim();
  sims.push(main);
  const mainDoc = await registerSim(db, main, { priority: 9, name: `Main ${serial}` });
  const spares: Tf2Simulator[] = [];
  for (let i = 0; i < spare; i++) {
    const s = await startTf2Sim();
    sims.push(s);
    spares.push(s);
    await registerSim(db, s, { priority: 1 - i, name: `Spare ${serial}.${i}` });
  }
  await insertPregamePug(db, pugId);
  const server = await site.feature.service.assign({ _id: pugId, queueName: 'sixes', map: 'cp_process_f12', format: 'SIXES' });
  expect(server?._id).toBe(mainDoc._id);
  return { pugId, main, spares, password: server!.password!, secret: server!.logSecret! };
}

const path = (pugId: string, action: 'reinitialize' | 'reassign' | 'rcon') =>
  action === 'rcon' ? `/api/pug/${pugId}/rcon` : `/api/pug/${pugId}/server/${action}`;
const auditOf = (pugId: string) => db.collections.auditLog.find({ 'target.id': pugId }).toArray();

describe('POST /api/pug/{id}/server/reinitialize', () => {
  it('runs the set-up again over RCON with a new password and log secret, and tells the players', async () => {
    const { pugId, main, password, secret } = await livePugOnSim();
    const before = main.commands.length;
    const heard = player.received('serverUpdate').length;

    const res = await admin.post(path(pugId, 'reinitialize'), {});
    expect(res.status).toBe(200);
    const again = main.commands.slice(before);
    expect(again).toEqual(
      expect.arrayContaining([expect.stringMatching(/^sv_logsecret [1-9]\d{17}$/), 'kickall', 'changelevel cp_process_f12', 'exec etf2l_6v6_5cp']),
    );
    const newPassword = main.cvars.get('sv_password')!;
    expect(newPassword).not.toBe(password);
    expect(main.cvars.get('sv_logsecret')).not.toBe(secret);
    expect((await site.feature.service.credentialsFor(pugId, steamidOf(1))).password).toBe(newPassword);
    await expect
      .poll(() =>
        player
          .received('serverUpdate')
          .slice(heard)
          .some((s) => s.pugId === pugId),
      )
      .toBe(true);
    expect(JSON.stringify(res.body)).not.toContain(newPassword);
    expect(await auditOf(pugId)).toMatchObject([{ action: 'reinitializePugServer', actor: steamidOf(90), details: { configured: true } }]);
  });
});

describe('POST /api/pug/{id}/server/reassign', () => {
  it('moves the pug to a free server, configures it, and resets and frees the old one', async () => {
    const { pugId, main, spares } = await livePugOnSim(1);
    const spare = spares[0]!;
    const heard = player.received('serverUpdate').length;

    const res = await admin.post(path(pugId, 'reassign'), {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ipport: spare.ipport, pugId });
    expect(spare.commands).toEqual(expect.arrayContaining(['kickall', 'changelevel cp_process_f12', expect.stringMatching(/^sv_password /)]));
    const creds = await site.feature.service.credentialsFor(pugId, steamidOf(1));
    expect(creds).toMatchObject({ ipport: spare.ipport, password: spare.cvars.get('sv_password') });
    // The old server: everyone kicked, a password nobody was given, logs off, free again.
    expect(main.commands.slice(-4)).toEqual([
      'kickall',
      expect.stringMatching(/^sv_password /),
      `logaddress_del ${site.feature.service.logAddress}`,
      'sv_logsecret 0',
    ]);
    expect(main.cvars.get('sv_password')).not.toBe(creds.password);
    expect(await db.collections.servers.findOne({ ipport: main.ipport })).toMatchObject({ pugId: null, password: null, isDisrupt: false });
    await expect
      .poll(() =>
        player
          .received('serverUpdate')
          .slice(heard)
          .some((s) => s.pugId === pugId && s.ipport === spare.ipport),
      )
      .toBe(true);
    expect(await auditOf(pugId)).toMatchObject([
      { action: 'reassignPugServer', details: { from: expect.stringContaining(main.ipport), to: expect.stringContaining(spare.ipport) } },
    ]);
  });

  it('refuses with 409 when no other server is free, and the pug keeps its server', async () => {
    const { pugId, main, password } = await livePugOnSim();
    const before = main.commands.length;
    const res = await admin.post(path(pugId, 'reassign'), {});
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('NO_FREE_SERVER');
    expect(main.commands.length).toBe(before);
    expect((await site.feature.service.credentialsFor(pugId, steamidOf(1))).password).toBe(password);
  });
});

describe('POST /api/pug/{id}/rcon', () => {
  it('sends the command to the pug server and returns its answer, audited', async () => {
    const { pugId, main } = await livePugOnSim();
    const res = await admin.post(path(pugId, 'rcon'), { command: 'status' });
    expect(res.status).toBe(200);
    expect(main.commands.at(-1)).toBe('status');
    expect(res.body.answer).toContain(`udp/ip  : ${main.ipport}`);
    expect(await auditOf(pugId)).toMatchObject([{ action: 'pugRcon', details: { command: 'status' } }]);
  });

  it('masks the secrets in the answer and in the audit, and never sends a command naming a secret cvar', async () => {
    const { pugId, main, password } = await livePugOnSim();
    const res = await admin.post(path(pugId, 'rcon'), { command: `echo ${password} ${main.rconPassword}` });
    expect(res.status).toBe(200);
    expect(res.body.answer).toBe('*** ***\n');
    expect(JSON.stringify(await auditOf(pugId))).not.toContain(password);

    const before = main.commands.length;
    for (const command of ['rcon_password', 'sv_logsecret', 'SV_PASSWORD', 'status; sv_password x', 'alias x "rcon_password y"']) {
      const refused = await admin.post(path(pugId, 'rcon'), { command });
      expect(refused.status, command).toBe(400);
      expect(refused.body.error.code).toBe('RCON_COMMAND_REFUSED');
    }
    expect(main.commands.length).toBe(before);
    expect(main.cvars.get('sv_password')).toBe(password);
  });

  it('lets an admin send at most 10 commands a minute', async () => {
    const { pugId } = await livePugOnSim();
    const busy = await TestPlayer.signIn(site.url, steamidOf(91), { admin: true, socket: false });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await busy.post(path(pugId, 'rcon'), { command: `echo ${i}` })).status);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
  });
});

describe('who and when', () => {
  it('answers 401 signed out, 403 to a player, 400 to a bad body, 404 to an unknown pug, 409 out of Pregame/Playing', async () => {
    const { pugId, main } = await livePugOnSim();
    const before = main.commands.length;
    for (const action of ['reinitialize', 'reassign', 'rcon'] as const) {
      const body = action === 'rcon' ? { command: 'status' } : {};
      expect((await fetch(`${site.url}${path(pugId, action)}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(
        401,
      );
      const asPlayer = await player.post(path(pugId, action), body);
      expect(asPlayer.status).toBe(403);
      expect(asPlayer.body.error.code).toBeTruthy();
      expect((await admin.post(path('no-such-pug', action), body)).status).toBe(404);
    }
    for (const bad of [
      { command: 5 },
      { command: { $gt: '' } },
      { command: 'x'.repeat(257) },
      { command: 'status\nquit' },
      {},
      { command: 'status', extra: 1 },
    ]) {
      const res = await admin.post(path(pugId, 'rcon'), bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.code).toBe('BAD_REQUEST');
    }
    expect((await admin.post(path(pugId, 'reassign'), { serverId: 'x' })).status).toBe(400);
    expect(main.commands.length).toBe(before);

    await db.collections.pugs.updateOne({ _id: pugId }, { $set: { phase: 'Complete' } });
    for (const action of ['reinitialize', 'reassign', 'rcon'] as const) {
      const res = await admin.post(path(pugId, action), action === 'rcon' ? { command: 'status' } : {});
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('PUG_NOT_LIVE');
    }
    expect(main.commands.length).toBe(before);
  });
});
