import { startTf2Sim } from '../../../test-tools/tf2-sim/index.ts';
import { openTestDatabase } from '../db/testing.ts';
import { RconClient } from './protocol/rcon-client.ts';
import { insertPregamePug, registerSim, startServersSite } from './testing.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const db = await openTestDatabase();
const sims = await Promise.all(Array.from({ length: 5 }, () => startTf2Sim()));
for (const s of sims) await registerSim(db, s);
const site = await startServersSite(db);
const assignTimes: number[] = [];
for (let i = 0; i < 5; i++) {
  await insertPregamePug(db, `m${i}`);
  const t = performance.now();
  await site.feature.service.assign({ _id: `m${i}`, queueName: 'sixes', map: 'cp_process_f12', format: 'SIXES' });
  assignTimes.push(performance.now() - t);
}
console.log('assign+configure ms (median of 5):', median(assignTimes).toFixed(1));

const client = await RconClient.connect({ host: '127.0.0.1', port: sims[0]!.port, password: sims[0]!.rconPassword });
const rt: number[] = [];
let size = 0;
for (let i = 0; i < 50; i++) {
  const t = performance.now();
  size = (await client.command('status')).length;
  rt.push(performance.now() - t);
}
client.close();
console.log(`rcon status (${size} bytes, ${Math.ceil(size / 4086)} packets) ms (median of 50):`, median(rt).toFixed(2));

const sim = sims[0]!;
const N = 2000;
const t = performance.now();
for (let i = 0; i < N; i++) {
  sim.log(`"P<${i}><[U:1:${1000 + (i % 12)}]><Red>" triggered "damage" (damage "${i}")`);
  if (i % 200 === 0) await new Promise((r) => setImmediate(r));
}
const doc = async () => (await db.collections.servers.findOne({ ipport: sim.ipport }))!.matchLog!.length;
let last = -1;
let stableSince = performance.now();
let doneAt = performance.now();
for (;;) {
  await new Promise((r) => setTimeout(r, 50));
  const n = await doc();
  if (n !== last) { last = n; stableSince = performance.now(); doneAt = performance.now(); }
  else if (performance.now() - stableSince > 1500) break;
}
console.log(`log lines stored: ${last} (2000 sent in a burst + config lines) in ${(doneAt - t).toFixed(0)} ms -> ${(last / ((doneAt - t) / 1000)).toFixed(0)} lines/s; dropped ${site.feature.service.droppedPackets}`);
await site.close();
for (const s of sims) await s.stop();
await db.close();
