/**
 * `npm run bench`: every benchmark, each printing a ratio against a baseline measured in the same
 * run. `npm run bench -- store` runs one.
 */
import { formatBalanceRows, runBalanceBench } from './loop/balance.bench.ts';
import { formatBroadcast, runBroadcastBench } from './loop/broadcast.bench.ts';
import { formatProfileBench, runProfileBench } from './profile.bench.ts';
import { runStoreBench } from './store.bench.ts';
import { formatStartup, runStartupBench } from './api/startup.bench.ts';
import { formatAnonymousGets, runAnonymousGetsBench } from './http/anonymous-gets.bench.ts';
import { formatSignedInGets, runSignedInGetsBench } from './http/signed-in-gets.bench.ts';
import { formatPayload, runPayloadBench } from './loop/payload.bench.ts';
import { formatFanout, runFanoutBench } from './loop/fanout.bench.ts';
import { formatFanoutIo, runFanoutIoBench } from './loop/fanout-io.bench.ts';
import { formatIdleSockets, runIdleSocketsBench } from './loop/idle-sockets.bench.ts';
import { formatRush, runRushBench } from './loop/rush.bench.ts';
import { formatLobbyInteractive, runLobbyInteractiveBench } from './browser/lobby-interactive.bench.ts';
import { formatTable } from './store/measure.ts';
import { formatCompactionStall, runCompactionStallBench } from './store/compaction-stall.bench.ts';

const benches: Record<string, () => Promise<void>> = {
  store: async () => {
    const { rows, pingOps } = await runStoreBench();
    console.log('Embedded store through the official driver vs a plain in-memory Map (same run):');
    console.log(formatTable(rows));
    console.log(`driver ping round trip: ${Math.round(pingOps)} ops/s`);
  },
  balance: async () => {
    console.log('Exact balancing over every legal split vs scoring each split only, and vs a naive sort (same run):');
    console.log(formatBalanceRows(runBalanceBench()));
  },
  profile: async () => {
    console.log(
      'The ladder and a profile over HTTP with 50,000 players and 500,000 pugs in the embedded store, vs a driver findOne and an in-process full scan (same run):',
    );
    console.log(formatProfileBench(await runProfileBench()));
  },
  broadcast: async () => {
    console.log('queueRole -> playerQueued on every connected socket vs a bare Socket.IO broadcast (same run):');
    console.log(formatBroadcast(await runBroadcastBench()));
  },
  payload: async () => {
    console.log('Bytes of the queue-wide socket events per lobby step, partialInfo now vs before (same steps, same run):');
    console.log(formatPayload(runPayloadBench()));
  },
  'anonymous-gets': async () => {
    console.log("The lobby's anonymous GETs on the running site vs a bare Koa + @koa/router with the same answers (same run):");
    console.log(formatAnonymousGets(await runAnonymousGetsBench()));
  },
  'signed-in-gets': async () => {
    console.log("A signed-in player's lobby GETs (session cookie) on the running site vs a bare Koa + @koa/router with the same answers (same run):");
    console.log(formatSignedInGets(await runSignedInGetsBench()));
  },
  fanout: async () => {
    console.log('A queue change and 200 joins at once to 5,000 sockets on one api process vs a bare Socket.IO broadcast (same run):');
    console.log(formatFanout(await runFanoutBench({ sockets: 5000, rounds: 10, joiners: 200 })));
  },
  'fanout-io': async () => {
    console.log("A queue change to 1,000 socket.io-client watchers vs bare Socket.IO broadcasting the site's own event bytes (same run):");
    console.log(formatFanoutIo(await runFanoutIoBench({ sockets: 1000, rounds: 20 })));
  },
  'idle-sockets': async () => {
    console.log(
      '5,000 idle socket.io-client sockets and three lobbies in a countdown: memory and CPU per socket, the api vs itself without sockets and vs bare Socket.IO (same run):',
    );
    console.log(formatIdleSockets(await runIdleSocketsBench({ sockets: 5000 })));
  },
  rush: async () => {
    console.log('200 joins at once over two api processes (Redis, one store) watched by 1,000 sockets vs a bare Socket.IO broadcast (same run):');
    console.log(formatRush(await runRushBench({ joiners: 200, sockets: 1000, rounds: 3 })));
  },
  'lobby-interactive': async () => {
    console.log('The lobby in Chromium on a throttled line, compressed vs uncompressed (same run):');
    console.log(formatLobbyInteractive((await runLobbyInteractiveBench()).rows));
  },
  startup: async () => {
    console.log('api start-up: compiled (npm start) vs TypeScript through tsx (same run):');
    console.log(formatStartup(await runStartupBench()));
  },
  'compaction-stall': async () => {
    console.log(
      "The event loop's longest stall under a steady write load: a journal compaction in the background and a synchronous one vs no compaction (same run):",
    );
    console.log(formatCompactionStall(await runCompactionStallBench()));
  },
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((name) => !benches[name]);
if (unknown.length > 0) {
  console.error(`Unknown bench: ${unknown.join(', ')}. Known: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
for (const name of wanted.length > 0 ? wanted : Object.keys(benches)) {
  console.log(`\n# ${name}`);
  await benches[name]!();
}
