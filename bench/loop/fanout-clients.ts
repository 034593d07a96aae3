/**
 * The client side of fanout.bench.ts, in a process of its own: many Socket.IO clients to one
 * server, reporting (over IPC) when each socket received the `playerQueued` events it is told
 * to expect. Times are wall-clock milliseconds (performance.timeOrigin + now), comparable across
 * the processes of one machine.
 */
import { io as ioClient, type Socket } from 'socket.io-client';

type Command = { type: 'connect'; url: string; sockets: number } | { type: 'expect'; steamids: string[]; isQueue: boolean } | { type: 'close' };

const wallNow = () => performance.timeOrigin + performance.now();
let sockets: Socket[] = [];
let disconnected = 0;
/** A round that has not reached every socket by then is reported as it stands. */
const ROUND_TIMEOUT_MS = 60_000;

async function connect(url: string, n: number): Promise<void> {
  for (let i = 0; i < n; i += 200) {
    const batch = Array.from({ length: Math.min(200, n - i) }, () =>
      ioClient(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, timeout: 60_000 }),
    );
    await Promise.all(
      batch.map(
        (s) =>
          new Promise<void>((resolve, reject) => {
            s.once('connect', () => resolve());
            s.once('connect_error', (err) => reject(err));
          }),
      ),
    );
    for (const s of batch) s.on('disconnect', () => disconnected++);
    sockets.push(...batch);
  }
}

/**
 * Waits until every socket saw a playerQueued for each of `steamids` (with `isQueue`); reports
 * each socket's receive time of the first steamid, and per steamid the time the last socket saw it.
 */
function expect(steamids: string[], isQueue: boolean): void {
  const wanted = new Set(steamids);
  const first = steamids[0]!;
  const perSocket = new Float64Array(sockets.length);
  const seenBy = new Map<string, number>(steamids.map((s) => [s, 0]));
  const lastSeen = new Map<string, number>();
  let socketsLeft = sockets.length;
  const listeners: [Socket, (p: { steamid: string; isQueue: boolean }) => void][] = [];
  const report = () => {
    clearTimeout(timer);
    for (const [socket, on] of listeners) socket.off('playerQueued', on);
    process.send!({ type: 'received', perSocket: Array.from(perSocket), lastSeen: Object.fromEntries(lastSeen), missing: socketsLeft, disconnected });
  };
  const timer = setTimeout(report, ROUND_TIMEOUT_MS);
  sockets.forEach((socket, index) => {
    let left = wanted.size;
    const seen = new Set<string>();
    const on = (p: { steamid: string; isQueue: boolean }) => {
      if (p.isQueue !== isQueue || !wanted.has(p.steamid) || seen.has(p.steamid)) return;
      const t = wallNow();
      seen.add(p.steamid);
      if (p.steamid === first) perSocket[index] = t;
      const count = seenBy.get(p.steamid)! + 1;
      seenBy.set(p.steamid, count);
      if (count === sockets.length) lastSeen.set(p.steamid, t);
      if (--left > 0) return;
      socket.off('playerQueued', on);
      if (--socketsLeft === 0) report();
    };
    listeners.push([socket, on]);
    socket.on('playerQueued', on);
  });
  process.send!({ type: 'listening' });
}

process.on('message', (command: Command) => {
  if (command.type === 'connect') {
    connect(command.url, command.sockets).then(
      () => process.send!({ type: 'connected', sockets: sockets.length }),
      (err: unknown) => process.send!({ type: 'error', message: err instanceof Error ? err.message : String(err) }),
    );
  } else if (command.type === 'expect') expect(command.steamids, command.isQueue);
  else {
    for (const s of sockets) s.close();
    sockets = [];
    process.send!({ type: 'closed' });
  }
});
