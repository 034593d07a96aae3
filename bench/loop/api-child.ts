/**
 * The api as `npm start` runs it (api/src/main.ts: startSite with this process's environment),
 * in a child process that also answers `usage` over IPC with its memory (`gc: true`: after a full
 * GC, with --expose-gc) and CPU time so far. For idle-sockets.bench.ts. Prints "ready" to
 * IPC once listening; SIGINT stops it. `snapshot` writes a heap snapshot to the path given.
 */
import { writeHeapSnapshot } from 'node:v8';
import { openDatabase } from '@pug/api/src/db/index.ts';
import { startSite } from '@pug/api/src/start.ts';
import { mainThreadCpuUs } from './thread-cpu.mjs';

const running = await startSite({ env: process.env, openDatabase, print: () => undefined });
process.on('message', (command: { type: string; gc?: boolean; path?: string }) => {
  if (command.type === 'snapshot') {
    writeHeapSnapshot(command.path);
    process.send!({ type: 'snapshot' });
    return;
  }
  if (command.type !== 'usage') return;
  if (command.gc) (globalThis as { gc?: () => void }).gc?.();
  const memory = process.memoryUsage();
  const cpu = process.cpuUsage();
  process.send!({
    type: 'usage',
    rss: memory.rss,
    heapUsed: memory.heapUsed,
    external: memory.external,
    cpuUs: cpu.user + cpu.system,
    mainCpuUs: mainThreadCpuUs(),
  });
});
process.once('SIGINT', () => {
  void running.stop().then(() => process.exit(0));
});
process.send!({ type: 'ready', port: running.port });
