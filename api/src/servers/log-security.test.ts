/**
 * Findings 5 and 8 (security review), through the real UDP log port of a started api and the
 * simulated server: packets are only taken from the assigned server's address with its long
 * random secret; rejected packets are counted per reason, and admins hear of them once a minute,
 * not once per packet; secrets in log lines are masked before they are stored or sent to admins.
 */
import dgram from 'node:dgram';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeLogPacket, startTf2Sim, type Tf2Simulator } from '@pug/test-tools/tf2-sim';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { TestPlayer } from '../testing/loop-site.ts';
import {
  eventually,
  insertPregamePug,
  registerSim,
  sixesPlayers,
  startServersSite,
  steamidOf,
  type ServersSite,
  onServerEvent,
  type ServerEventName,
} from './testing.ts';

let db: Database;
let sim: Tf2Simulator;
let site: ServersSite | null = null;
const closers: Array<() => void> = [];
const ADMIN = steamidOf(8800);
const pug = { _id: 'pug-sec', queueName: 'sixes', map: 'cp_process_f12', format: 'SIXES' as const };

beforeEach(async () => {
  db = await openTestDatabase();
  sim = await startTf2Sim({ rconPassword: 'sec-rcon-pw' });
  await registerSim(db, sim, { name: 'Sim Sec' });
  await insertPregamePug(db, pug._id);
  await db.collections.users.insertOne({ _id: ADMIN, steamid: ADMIN, alias: 'Admin', isAdmin: true } as never);
});
afterEach(async () => {
  for (const c of closers.splice(0)) c();
  await site?.close();
  site = null;
  await sim.stop();
  await db.close();
});

/** Sends packets one after the other from a socket bound to `from` (any 127.0.0.0/8 address works on Linux). */
async function sendFrom(from: string, port: number, packets: Buffer[]): Promise<void> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, from, resolve));
  for (const p of packets) await new Promise<void>((resolve, reject) => socket.send(p, port, '127.0.0.1', (err) => (err ? reject(err) : resolve())));
  await new Promise<void>((resolve) => socket.close(() => resolve()));
}

function record(s: ServersSite) {
  const seen: Array<ServerEventName> = [];
  for (const event of ['matchStarted', 'score', 'gameOver'] as const) onServerEvent(s, event, () => seen.push(event));
  return seen;
}

const logPort = (s: ServersSite) => Number(s.feature.service.logAddress.split(':')[1]);
const serverDoc = async () => (await db.collections.servers.findOne({ ipport: sim.ipport }))!;
const adminNotes = () => db.collections.notifications.find({ steamid: ADMIN }).toArray();
const FORGED_END = [
  'World triggered "Round_Start"',
  'World triggered "Round_Win" (winner "Red")',
  'World triggered "Game_Over" reason "Reached Win Limit"',
  'Team "Red" final score "5" with "6" players',
  'Team "Blue" final score "0" with "6" players',
];

describe('log packet authentication', () => {
  it('uses a long crypto-random log secret', async () => {
    site = await startServersSite(db);
    await site.feature.service.assign(pug);
    expect(sim.cvars.get('sv_logsecret')).toMatch(/^[1-9]\d{17}$/);
    expect((await serverDoc()).logSecret).toBe(sim.cvars.get('sv_logsecret'));
  });

  it('drops a forged game over carrying the right secret from another address, and tells admins once', async () => {
    site = await startServersSite(db);
    const seen = record(site);
    await site.feature.service.assign(pug);
    const secret = (await serverDoc()).logSecret!;
    const before = site.feature.service.droppedPackets;

    await sendFrom(
      '127.0.0.2',
      logPort(site),
      FORGED_END.map((line) => encodeLogPacket(line, secret)),
    );
    await sendFrom(
      '127.0.0.2',
      logPort(site),
      FORGED_END.map((line) => encodeLogPacket(line, secret)),
    );
    await eventually(() => expect(site!.feature.service.droppedPackets - before).toBe(10));
    expect(site.feature.service.rejectedPackets.wrongAddress).toBe(10);
    await site.feature.service.idle();
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).toEqual([]);
    const doc = await serverDoc();
    expect(doc.pugId).toBe(pug._id);
    expect((doc.matchLog ?? []).join('\n')).not.toContain('Game_Over');

    const notes = await eventually(async () => {
      const found = await adminNotes();
      expect(found).toHaveLength(1);
      return found;
    });
    expect(notes[0]!.msg).toMatch(/Sim Sec/);
    expect(notes[0]!.msg).toMatch(/127\.0\.0\.2/);
    expect(notes[0]!.msg).not.toContain(secret);
    expect(doc.logs.some((l) => l.type === 'error' && /127\.0\.0\.2/.test(l.line ?? ''))).toBe(true);

    // The real server (127.0.0.1) is still followed (a pug player on BLU places the teams).
    sim.connect(sixesPlayers()[0]!);
    sim.roundStart();
    sim.roundWin('Blue');
    await eventually(() => expect(seen).toContain('score'));
  });

  it('counts a flood of wrong-secret packets, rate-limits their handling and alerts admins once, not per packet', async () => {
    site = await startServersSite(db);
    await site.feature.service.assign(pug);
    const before = { ...site.feature.service.rejectedPackets };
    const guesses = Array.from({ length: 400 }, (_, i) =>
      encodeLogPacket('World triggered "Game_Over" reason "x"', String(100_000_000_000_000_000n + BigInt(i))),
    );
    await sendFrom('127.0.0.2', logPort(site), guesses);
    await eventually(() => expect(site!.feature.service.rejectedPackets.wrongSecret - before.wrongSecret).toBe(400));
    expect(site.feature.service.rejectedPackets.rateLimited - before.rateLimited).toBeGreaterThan(0);
    await sendFrom('127.0.0.2', logPort(site), guesses.slice(0, 50));
    await eventually(() => expect(site!.feature.service.rejectedPackets.wrongSecret - before.wrongSecret).toBe(450));
    await new Promise((r) => setTimeout(r, 100));
    const notes = await adminNotes();
    expect(notes).toHaveLength(1);
    expect(notes[0]!.msg).toMatch(/wrong or missing log secret/);
    expect(notes[0]!.msg).toMatch(/127\.0\.0\.2/);
    expect((await serverDoc()).pugId).toBe(pug._id);
  });
});

describe('secrets in log lines', () => {
  it('are masked in the stored server log and in serverLog to admins, by command name and by value', async () => {
    site = await startServersSite(db);
    const admin = await TestPlayer.signIn(site.url, ADMIN, { admin: true });
    closers.push(() => admin.close());
    await site.feature.service.assign(pug);
    const password = sim.cvars.get('sv_password')!;
    const secret = sim.cvars.get('sv_logsecret')!;
    expect(password).toBeTruthy();

    // A player pastes the password in chat; an admin's own RCON command sets a tv_password.
    sim.log(`"P1<2><[U:1:1001]><Red>" say "join with ${password} pls"`);
    sim.log(`rcon from "10.0.0.9:1234": command "tv_password "stv pass"; rcon_password newrcon1"`);
    sim.roundStart();
    await eventually(async () => expect((await serverDoc()).logs.some((l) => l.line?.includes('Round_Start'))).toBe(true));

    const stored = (await serverDoc()).logs.map((l) => l.line ?? '');
    const sent = admin.received('serverLog').map((e) => e.log.line ?? '');
    for (const lines of [stored, sent]) {
      expect(lines.some((l) => /rcon from "[^"]+": command "sv_password \*\*\*"/.test(l))).toBe(true);
      expect(lines.some((l) => l.includes('say "join with *** pls"'))).toBe(true);
      expect(lines.some((l) => l.includes('tv_password "***"; rcon_password ***'))).toBe(true);
      const all = lines.join('\n');
      for (const hidden of [password, secret, 'stv pass', 'newrcon1', 'sec-rcon-pw']) expect(all).not.toContain(hidden);
    }
    const matchLog = (await serverDoc()).matchLog!.join('\n');
    expect(matchLog).not.toContain(password);
    expect(matchLog).toContain('Round_Start');
  });
});
