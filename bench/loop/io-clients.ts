/**
 * The client side of fanout-io.bench.ts and idle-sockets.bench.ts, in a process of its own (so the
 * clients' CPU is not the server's): many real socket.io-client sockets (websocket transport), each
 * with its own manager, as a browser tab has. Driven over IPC:
 *  - `connect` {url, sockets, cookies?}: opens the sockets 100 at a time; socket i sends
 *    `cookies[i % cookies.length]` when given (a signed-in tab), none otherwise;
 *  - `expect` {event, steamid, isQueue}: reports (`received`) each socket's wall-clock time of the
 *    first `event` whose payload has that steamid and isQueue, and the first payload seen;
 *  - `quiet` {ms}: answers (`quiet`) once no socket has received any event for `ms`;
 *  - `close`: disconnects every socket.
 * Times are wall-clock milliseconds (performance.timeOrigin + now), comparable across processes.
 */
import { io, type Socket } from 'socket.io-client';

type Command =
  | { type: 'connect'; url: string; sockets: number; cookies?: string[] }
  | { type: 'expect'; event: string; steamid: string; isQueue: boolean }
  | { type: 'quiet'; ms: number }
  | { type: 'close' };

const wallNow = () => performance.timeOrigin + performance.now();
/** A round that has not reached every socket by then is reported as it stands. */
const ROUND_TIMEOUT_MS = 30_000;

let sockets: Socket[] = [];
let disconnected = 0;
let lastEventAt = 0;

async function connect(url: string, n: number, cookies: readonly string[]): Promise<void> {
  for (let i = 0; i < n; i += 100) {
    const batch = Array.from({ length: Math.min(100, n - i) }, (_, k) => {
      const cookie = cookies.length > 0 ? cookies[(i + k) % cookies.length] : undefined;
      return io(url, {
        path: '/socket.io',
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        ...(cookie ? { extraHeaders: { cookie } } : {}),
      });
    });
    await Promise.all(
      batch.map(
        (s) =>
          new Promise<void>((resolve, reject) => {
            s.once('connect', () => resolve());
            s.once('connect_error', reject);
          }),
      ),
    );
    for (const s of batch) {
      s.on('disconnect', () => disconnected++);
      s.onAny(() => (lastEventAt = performance.now()));
    }
    sockets.push(...batch);
  }
}

function expect(event: string, steamid: string, isQueue: boolean): void {
  const perSocket = new Float64Array(sockets.length);
  let left = sockets.length;
  let first: unknown;
  const handlers = new Map<Socket, (payload: { steamid?: string; isQueue?: boolean }) => void>();
  const report = () => {
    clearTimeout(timer);
    for (const [socket, on] of handlers) socket.off(event, on);
    process.send!({ type: 'received', perSocket: Array.from(perSocket).filter((t) => t > 0), payload: first, missing: left, disconnected });
  };
  const timer = setTimeout(report, ROUND_TIMEOUT_MS);
  sockets.forEach((socket, index) => {
    const on = (payload: { steamid?: string; isQueue?: boolean }) => {
      if (payload.steamid !== steamid || payload.isQueue !== isQueue || perSocket[index]! > 0) return;
      perSocket[index] = wallNow();
      first ??= payload;
      if (--left === 0) report();
    };
    handlers.set(socket, on);
    socket.on(event, on);
  });
  process.send!({ type: 'listening' });
}

process.on('message', (command: Command) => {
  if (command.type === 'connect') {
    connect(command.url, command.sockets, command.cookies ?? []).then(
      () => process.send!({ type: 'connected', sockets: sockets.length }),
      (err: unknown) => process.send!({ type: 'error', message: err instanceof Error ? err.message : String(err) }),
    );
  } else if (command.type === 'expect') expect(command.event, command.steamid, command.isQueue);
  else if (command.type === 'quiet') {
    const check = setInterval(() => {
      if (performance.now() - lastEventAt < command.ms) return;
      clearInterval(check);
      process.send!({ type: 'quiet' });
    }, 100);
  } else {
    for (const s of sockets) s.disconnect();
    sockets = [];
    process.send!({ type: 'closed' });
  }
});
