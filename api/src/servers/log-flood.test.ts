/**
 * Finding 2 (security review): one NUL-padded UDP packet used to block the event loop for seconds
 * (a quadratic trailing-NUL strip ran before the secret check). Hostile packets go to the real log
 * port of a started api over a real UDP socket.
 */
import dgram from 'node:dgram';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTf2Sim, type Tf2Simulator } from '@pug/test-tools/tf2-sim';
import type { Database } from '../db/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { eventually, insertPregamePug, registerSim, sixesPlayers, startServersSite, type ServersSite } from './testing.ts';

let db: Database;
let sim: Tf2Simulator;
let site: ServersSite | null = null;

beforeEach(async () => {
  db = await openTestDatabase();
  sim = await startTf2Sim();
  await registerSim(db, sim);
  await insertPregamePug(db, 'pug-flood');
});
afterEach(async () => {
  await site?.close();
  site = null;
  await sim.stop();
  await db.close();
});

const HEADER = Buffer.from([0xff, 0xff, 0xff, 0xff, 0x53]);
/** `FF FF FF FF 53` + 65,000 NULs (+ one more byte: the regex's worst case is NULs not at the very end). */
const hostile = (tail: string) => Buffer.concat([HEADER, Buffer.alloc(65_000), Buffer.from(tail)]);

function sendAll(port: number, packets: Buffer[]): Promise<void> {
  const socket = dgram.createSocket('udp4');
  return new Promise((resolve, reject) => {
    let left = packets.length;
    for (const p of packets) {
      socket.send(p, port, '127.0.0.1', (err) => {
        if (err) reject(err);
        if (--left === 0) socket.close(() => resolve());
      });
    }
  });
}

describe('oversized log packets', () => {
  it('are dropped and counted while the event loop keeps ticking', async () => {
    site = await startServersSite(db);
    const service = site.feature.service;
    await service.assign({ _id: 'pug-flood', queueName: 'sixes', map: 'cp_process_f12', format: 'SIXES' });
    const port = Number(service.logAddress.split(':')[1]);
    const before = service.droppedPackets;

    let last = performance.now();
    let worstGap = 0;
    const ticker = setInterval(() => {
      const t = performance.now();
      worstGap = Math.max(worstGap, t - last);
      last = t;
    }, 50);
    try {
      await sendAll(
        port,
        Array.from({ length: 10 }, (_, i) => hostile(i % 2 ? '\n' : 'L ')),
      );
      await eventually(() => expect(service.droppedPackets - before).toBe(10), 15_000);
    } finally {
      clearInterval(ticker);
    }
    // The old code spent over a second per packet; nothing here should stall the loop that long.
    expect(worstGap).toBeLessThan(1000);
    expect(service.rejectedPackets.oversize).toBe(10);

    // The feed still works for the real server (a pug player on BLU places the teams).
    sim.connect(sixesPlayers()[0]!);
    sim.roundStart();
    sim.roundWin('Blue');
    await eventually(async () => expect((await db.collections.servers.findOne({ ipport: sim.ipport }))?.match).toMatchObject({ score: [1, 0] }));
  });
});
