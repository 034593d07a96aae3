// The server side of idle-sockets.bench.ts's measures, shared by its two servers (api-child.ts and
// bare-io-replay.mjs): over IPC, `usage` ({gc}) is answered with the process's memory (after a full
// GC with `gc: true` and --expose-gc) and CPU time so far, every thread's and the main thread's;
// `snapshot` ({path}) writes a heap snapshot there and answers `snapshot`.
import { readFileSync } from 'node:fs';
import { writeHeapSnapshot } from 'node:v8';

const TICKS_PER_SECOND = 100;

/**
 * The CPU time of this process's main thread, µs, from Linux's /proc (user + system of the thread
 * whose id is the process's): the JavaScript and the event loop, apart from V8's garbage-collector
 * and compiler threads and libuv's pool. Undefined where /proc is not there.
 */
function mainThreadCpuUs() {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // The fields after the command (in parentheses, which may hold spaces): utime is the 14th field, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

export function answerUsageOverIpc() {
  process.on('message', (command) => {
    if (command.type === 'snapshot') {
      writeHeapSnapshot(command.path);
      process.send({ type: 'snapshot' });
      return;
    }
    if (command.type !== 'usage') return;
    if (command.gc) globalThis.gc?.();
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    process.send({
      type: 'usage',
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      external: memory.external,
      cpuUs: cpu.user + cpu.system,
      mainCpuUs: mainThreadCpuUs(),
    });
  });
}
