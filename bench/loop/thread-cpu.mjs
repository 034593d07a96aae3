// The CPU time of this process's main thread, µs, from Linux's /proc (user + system of the thread
// whose id is the process's): what the JavaScript and the event loop spent, apart from V8's
// garbage-collector and compiler threads and libuv's pool. Undefined where /proc is not there.
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

export function mainThreadCpuUs() {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // Fields after the command (which is in parentheses and may hold spaces): utime is the 14th field, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
