/**
 * The client side of fanout.bench.ts, in a process of its own: many Socket.IO clients to one
 * server, reporting (over IPC) when each socket received the `playerQueued` events it is told
 * to expect. Times are wall-clock milliseconds (performance.timeOrigin + now), comparable across
 * the processes of one machine.
 *
 * The clients speak the Socket.IO protocol themselves over a plain WebSocket (`ws`): Engine.IO 4
 * open (`0{…}`), connect to the main namespace (`40` -> `40{"sid"}`), answer each ping (`2`) with
 * a pong (`3`), and read events (`42["name",payload]`), reading only the `playerQueued` ones
 * (their steamid and isQueue, found in place).
 * A socket.io-client per socket (its manager, emitter and decoder on every frame) was too heavy:
 * at 5,000 sockets a storm of 200 joins is a million frames, this process fell tens of seconds
 * behind on a 2-core machine and the servers dropped its sockets for missed pongs, so nothing was
 * measured; at 1,000 sockets it made the storm take 14-23 s instead of 3.5-4.6 s.
 * Both servers (site and bare) are read by the same client, so the comparison stays fair.
 */
import WebSocket from 'ws';

type Command = { type: 'connect'; url: string; sockets: number } | { type: 'expect'; steamids: string[]; isQueue: boolean } | { type: 'close' };
type PlayerQueued = { steamid: string; isQueue: boolean };

const wallNow = () => performance.timeOrigin + performance.now();
const EVENT_PREFIX = '42["playerQueued",';

const STEAMID_FIELD = '"steamid":"';
const IS_QUEUE_FIELD = '"isQueue":';

/** The two fields this bench reads, found in place rather than by decoding the whole payload. */
function readPlayerQueued(text: string): PlayerQueued {
  const at = text.indexOf(STEAMID_FIELD) + STEAMID_FIELD.length;
  const q = text.indexOf(IS_QUEUE_FIELD) + IS_QUEUE_FIELD.length;
  return { steamid: text.slice(at, text.indexOf('"', at)), isQueue: text.startsWith('true', q) };
}

/** One Socket.IO connection (main namespace, websocket transport). */
class RawSocket {
  onPlayerQueued: ((p: PlayerQueued) => void) | undefined;
  onDisconnect: (() => void) | undefined;
  private readonly ws: WebSocket;

  constructor(url: string, connected: (err?: Error) => void) {
    const endpoint = `${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`;
    this.ws = new WebSocket(endpoint, { perMessageDeflate: false, skipUTF8Validation: true });
    let open = false;
    const fail = (err: Error) => {
      if (!open) connected(err);
    };
    this.ws.on('error', fail);
    this.ws.on('close', () => {
      if (open) this.onDisconnect?.();
      else fail(new Error(`${endpoint}: closed before the namespace connected`));
    });
    this.ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) return;
      const text = data.toString();
      switch (text.charCodeAt(0)) {
        case 50: // '2' ping
          this.ws.send('3');
          return;
        case 48: // '0' Engine.IO open: join the main namespace
          this.ws.send('40');
          return;
        case 52: // '4' message: '40…' namespace connected, '44…' refused, '42…' an event
          if (text.startsWith('40') && !open) {
            open = true;
            connected();
          } else if (text.startsWith('44')) fail(new Error(`namespace refused: ${text.slice(2)}`));
          else if (text.startsWith(EVENT_PREFIX) && this.onPlayerQueued) this.onPlayerQueued(readPlayerQueued(text));
          return;
      }
    });
  }

  close(): void {
    this.onDisconnect = undefined;
    this.ws.close();
  }
}

let sockets: RawSocket[] = [];
let disconnected = 0;
/** A round that has not reached every socket by then is reported as it stands. */
const ROUND_TIMEOUT_MS = 60_000;

async function connect(url: string, n: number): Promise<void> {
  for (let i = 0; i < n; i += 200) {
    const batch: RawSocket[] = [];
    await Promise.all(
      Array.from(
        { length: Math.min(200, n - i) },
        () =>
          new Promise<void>((resolve, reject) => {
            batch.push(new RawSocket(url, (err) => (err ? reject(err) : resolve())));
          }),
      ),
    );
    for (const s of batch) s.onDisconnect = () => disconnected++;
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
  const report = () => {
    clearTimeout(timer);
    for (const socket of sockets) socket.onPlayerQueued = undefined;
    process.send!({ type: 'received', perSocket: Array.from(perSocket), lastSeen: Object.fromEntries(lastSeen), missing: socketsLeft, disconnected });
  };
  const timer = setTimeout(report, ROUND_TIMEOUT_MS);
  sockets.forEach((socket, index) => {
    let left = wanted.size;
    const seen = new Set<string>();
    socket.onPlayerQueued = (p) => {
      if (p.isQueue !== isQueue || !wanted.has(p.steamid) || seen.has(p.steamid)) return;
      const t = wallNow();
      seen.add(p.steamid);
      if (p.steamid === first) perSocket[index] = t;
      const count = seenBy.get(p.steamid)! + 1;
      seenBy.set(p.steamid, count);
      if (count === sockets.length) lastSeen.set(p.steamid, t);
      if (--left > 0) return;
      socket.onPlayerQueued = undefined;
      if (--socketsLeft === 0) report();
    };
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
