import dgram from 'node:dgram';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeLogPacket, startTf2Sim, type Tf2Simulator } from '@pug/test-tools/tf2-sim';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { startFakeLogsTf } from './fake-logs-tf.ts';
import { eventually, insertPregamePug, registerSim, sixesPlayers, startServersSite, type ServersSite, onServerEvent, type ServerEventName } from './testing.ts';

let db: Database;
let sim: Tf2Simulator;
let site: ServersSite | null = null;
const cleanups: Array<() => Promise<void>> = [];

beforeEach(async () => {
  db = await openTestDatabase();
  sim = await startTf2Sim({ rconPassword: 'match-rcon-pw' });
  await registerSim(db, sim);
  await insertPregamePug(db, 'pug-m');
});
afterEach(async () => {
  await site?.close();
  site = null;
  for (const c of cleanups.splice(0)) await c();
  await sim.stop();
  await db.close();
});

function record(s: ServersSite) {
  const seen: Array<{ event: ServerEventName; payload: unknown }> = [];
  for (const event of ['matchStarted', 'score', 'gameOver', 'player'] as const) {
    onServerEvent(s, event, (payload: unknown) => seen.push({ event, payload }));
  }
  return seen;
}

const pug = { _id: 'pug-m', queueName: 'sixes', map: 'cp_process_f12', format: 'SIXES' as const };

function sendUdp(port: number, packet: Buffer): Promise<void> {
  const socket = dgram.createSocket('udp4');
  return new Promise((resolve) => socket.send(packet, port, '127.0.0.1', () => socket.close(() => resolve())));
}

describe('following a match from the log feed', () => {
  it('plays a scripted match: start, score with a tournament restart, game over, logs.tf upload, release', async () => {
    const logsTf = await startFakeLogsTf({ key: 'the-key', logId: 3141592 });
    cleanups.push(logsTf.close);
    site = await startServersSite(db, { options: { logsTfUrl: logsTf.url, logsTfApiKey: 'the-key' } });
    const seen = record(site);
    await site.feature.service.assign(pug);
    const password = sim.cvars.get('sv_password');

    await sim.playScriptedMatch(sixesPlayers(), { demosTfId: 777 });
    // Released: the server holds no pug any more.
    await eventually(async () => expect(await db.collections.servers.countDocuments({ pugId: pug._id })).toBe(0));

    const scores = seen.filter((e) => e.event === 'score').map((e) => (e.payload as { score: number[] }).score);
    expect(scores).toEqual([
      [1, 0],
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 2],
      [1, 3],
    ]);
    expect(seen.filter((e) => e.event === 'matchStarted')).toHaveLength(1);
    expect(seen.filter((e) => e.event === 'player' && (e.payload as { kind: string }).kind === 'connected')).toHaveLength(12);
    const over = seen.find((e) => e.event === 'gameOver')!.payload;
    expect(over).toMatchObject({ pugId: 'pug-m', score: [1, 3], logId: '3141592' });
    // The demos.tf line follows the final scores: the game over waits a moment for it.
    expect(over).toMatchObject({ demoUrl: 'https://demos.tf/777' });

    // The upload is logs.tf's shape, with the whole match log.
    expect(logsTf.uploads).toHaveLength(1);
    const upload = logsTf.uploads[0]!;
    expect(upload).toMatchObject({ key: 'the-key', map: 'cp_process_f12', title: 'TF2 Pugs sixes pug-m' });
    expect(upload.log).toMatch(/^L \d\d\/\d\d\/\d{4} - \d\d:\d\d:\d\d: /);
    expect(upload.log).toContain('World triggered "Game_Over" reason "Reached Win Limit"');
    expect(upload.log).toContain('Team "Red" final score "3" with "6" players');
    // RCON command lines (sv_password, sv_logsecret) are not published.
    expect(upload.log).not.toContain('rcon from');
    expect(upload.log).not.toContain(password!);

    // Released: everyone kicked, the password changed, logs no longer sent to us.
    const doc = await db.collections.servers.findOne({ ipport: sim.ipport });
    expect(doc).toMatchObject({ pugId: null, logSecret: null, password: null, isDisrupt: false });
    expect(sim.connected.size).toBe(0);
    expect(sim.cvars.get('sv_password')).not.toBe(password);
    expect(sim.logTargets.size).toBe(0);
    expect(doc!.logs.map((l) => l.line)).toEqual(
      expect.arrayContaining(['Match started', 'Tournament restart: score reset', 'Game over 1-3 (blu-red)', 'Log uploaded to logs.tf: 3141592']),
    );
  });

  it('takes the logs.tf id announced by the server when no API key is set', async () => {
    site = await startServersSite(db);
    const seen = record(site);
    await site.feature.service.assign(pug);
    sim.connect(sixesPlayers()[0]!);
    sim.roundStart();
    sim.roundWin('Red');
    // The plugin's announcement comes before the final score lines here.
    sim.log('[TFTrue] The log is available here: http://logs.tf/2718. Type !log to view it.');
    sim.log('"Console<0><Console><Console>" say "[demos.tf]: STV available at: https://demos.tf/99"');
    sim.gameOver();
    await eventually(() =>
      expect(seen.find((e) => e.event === 'gameOver')?.payload).toEqual({ pugId: 'pug-m', score: [0, 1], logId: '2718', demoUrl: 'https://demos.tf/99' }),
    );
  });

  it('waits a moment after the final score for the demos.tf STV line', async () => {
    site = await startServersSite(db);
    const seen = record(site);
    await site.feature.service.assign(pug);
    sim.connect(sixesPlayers()[0]!);
    sim.roundStart();
    sim.roundWin('Blue');
    sim.gameOver();
    await new Promise((r) => setTimeout(r, 150));
    sim.log('"Console<0><Console><Console>" say "[demos.tf]: STV available at: https://demos.tf/4321"');
    await eventually(() =>
      expect(seen.find((e) => e.event === 'gameOver')?.payload).toEqual({ pugId: 'pug-m', score: [1, 0], logId: null, demoUrl: 'https://demos.tf/4321' }),
    );
  });

  it('ignores a forged log packet with a wrong secret or none', async () => {
    site = await startServersSite(db);
    const seen = record(site);
    await site.feature.service.assign(pug);
    const port = Number(site.feature.service.logAddress.split(':')[1]);
    const before = site.feature.service.droppedPackets;
    for (const line of [
      'World triggered "Round_Start"',
      'World triggered "Round_Win" (winner "Red")',
      'World triggered "Game_Over" reason "x"',
      'Team "Red" final score "5" with "6" players',
      'Team "Blue" final score "0" with "6" players',
    ]) {
      await sendUdp(port, encodeLogPacket(line, '123456789'));
      await sendUdp(port, encodeLogPacket(line, null));
    }
    await eventually(() => expect(site!.feature.service.droppedPackets - before).toBe(10));
    await site.feature.service.idle();
    expect(seen).toEqual([]);
    const doc = await db.collections.servers.findOne({ ipport: sim.ipport });
    expect(doc!.matchLog!.join('\n')).not.toContain('Round_Win');
  });

  it('finishes with the score so far when the final score lines never come', async () => {
    site = await startServersSite(db);
    const seen = record(site);
    await site.feature.service.assign(pug);
    sim.connect(sixesPlayers()[0]!);
    sim.roundStart();
    sim.roundWin('Blue');
    sim.log('World triggered "Game_Over" reason "Reached Time Limit"');
    await eventually(() => expect(seen.find((e) => e.event === 'gameOver')?.payload).toMatchObject({ score: [1, 0] }), 6000);
  });

  it('resumes following a match after an api restart, on a new log port', async () => {
    site = await startServersSite(db);
    await site.feature.service.assign(pug);
    const firstAddress = site.feature.service.logAddress;
    sim.connect(sixesPlayers()[0]!);
    sim.roundStart();
    sim.roundWin('Blue');
    await eventually(async () => expect((await db.collections.servers.findOne({ ipport: sim.ipport }))?.match).toMatchObject({ score: [1, 0] }));
    await site.close();

    site = await startServersSite(db);
    const seen = record(site);
    expect(site.feature.service.logAddress).not.toBe(firstAddress);
    expect(sim.logTargets.has(site.feature.service.logAddress)).toBe(true);
    sim.roundStart();
    sim.roundWin('Red');
    sim.roundStart();
    sim.roundWin('Blue');
    sim.gameOver();
    await eventually(() => expect(seen.find((e) => e.event === 'gameOver')?.payload).toMatchObject({ score: [2, 1] }));
    const doc = await db.collections.servers.findOne({ ipport: sim.ipport });
    expect(doc!.logs.some((l) => /Resumed following pug pug-m/.test(l.line ?? ''))).toBe(true);
  });

  it('after a restart, frees the server of a pug that ended meanwhile', async () => {
    site = await startServersSite(db);
    await site.feature.service.assign(pug);
    await site.close();
    await db.collections.pugs.updateOne({ _id: 'pug-m' }, { $set: { phase: 'Complete' } });
    site = await startServersSite(db);
    expect(await db.collections.servers.findOne({ ipport: sim.ipport })).toMatchObject({ pugId: null, logSecret: null });
    expect(sim.commands.at(-1)).toBe('sv_logsecret 0');
  });

  it('after a restart, finishes a match that ended while the api was down', async () => {
    site = await startServersSite(db);
    await site.feature.service.assign(pug);
    sim.connect(sixesPlayers()[0]!);
    sim.roundStart();
    sim.roundWin('Red');
    await eventually(async () => expect((await db.collections.servers.findOne({ ipport: sim.ipport }))?.match).toMatchObject({ score: [0, 1] }));
    await site.close();
    // The end was stored, the api stopped before telling the pug.
    await db.collections.servers.updateOne({ ipport: sim.ipport }, { $set: { 'match.finished': true, 'match.gameOver': true } });
    site = await startServersSite(db);
    // The game over completes the pug, whose `pug/completed` releases the server.
    const doc = await eventually(async () => {
      const found = await db.collections.servers.findOne({ ipport: sim.ipport });
      expect(found).toMatchObject({ pugId: null });
      return found;
    });
    expect(doc!.logs.map((l) => l.line)).toContain('Game over 0-1 (blu-red)');
  });

  it('releases the server when the pug ends early (an admin ends it)', async () => {
    site = await startServersSite(db);
    await site.feature.service.assign(pug);
    sim.connect(sixesPlayers()[0]!);
    const secret = (await db.collections.servers.findOne({ ipport: sim.ipport }))!.logSecret!;
    await site.feature.service.release('pug-m');
    await site.feature.service.release('pug-m');
    // A late packet with the old secret is dropped.
    const dropped = site.feature.service.droppedPackets;
    await sendUdp(Number(site.feature.service.logAddress.split(':')[1]), encodeLogPacket('World triggered "Round_Start"', secret));
    await eventually(() => expect(site!.feature.service.droppedPackets).toBe(dropped + 1));
    expect(sim.connected.size).toBe(0);
    expect((await db.collections.servers.findOne({ ipport: sim.ipport }))?.pugId).toBeNull();
    expect(await site.feature.service.connectDetails('pug-m')).toBeNull();
  });

  it('never writes the RCON password into a log line', async () => {
    site = await startServersSite(db);
    await site.feature.service.assign(pug);
    await sim.playScriptedMatch(sixesPlayers(), { gap: 1 });
    await eventually(async () => expect((await db.collections.servers.findOne({ ipport: sim.ipport }))?.pugId).toBeNull());
    const doc = await db.collections.servers.findOne({ ipport: sim.ipport });
    expect(JSON.stringify(doc!.logs)).not.toContain('match-rcon-pw');
    expect(sim.logLines.join('\n')).not.toContain('match-rcon-pw');
  });
});

describe('a burst of log lines', () => {
  it('keeps every line of a 1500-line burst, in order, in a few writes', async () => {
    site = await startServersSite(db);
    await site.feature.service.assign(pug);
    for (let i = 0; i < 1500; i++) sim.log(`"P<${i}><[U:1:${1000 + (i % 12)}]><Red>" triggered "damage" (damage "${i}")`);
    // The burst's lines only: the set-up's last RCON lines may still be on their way.
    const burst = async () => (await db.collections.servers.findOne({ ipport: sim.ipport }))!.matchLog!.filter((l) => l.includes('triggered "damage"'));
    await eventually(async () => expect(await burst()).toHaveLength(1500));
    const lines = await burst();
    expect(lines.map((l) => Number(/damage "(\d+)"/.exec(l)![1]))).toEqual(Array.from({ length: 1500 }, (_, i) => i));
  });
});

describe('without a log receiver', () => {
  it('still starts when LOG_PORT is taken, and does not use a server it cannot follow', async () => {
    const taken = dgram.createSocket('udp4');
    await new Promise<void>((resolve) => taken.bind(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((r) => taken.close(() => r())));
    site = await startServersSite(db, { env: { LOG_PORT: String(taken.address().port) }, options: { logCheckMs: 300 } });
    expect(await site.feature.service.assign(pug)).toBeNull();
    expect(sim.commands).not.toContain('kickall');
  });
});
