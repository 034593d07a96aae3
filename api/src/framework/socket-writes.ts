/**
 * Broadcast frames go straight to each websocket, and the frames one socket is sent by one run of
 * code (a lobby write's events, the events another process relayed in one Redis read) leave in one
 * or two system calls (docs/decisions.md "Broadcast frames: straight to the websocket, corked per
 * run").
 *
 * Socket.IO encodes a broadcast once (the adapter's pre-encoded websocket frame), then hands it to
 * every socket through Engine.IO's per-packet path: a packet object and its events, a flush, and
 * a socket write (cork, two writes, uncork); while that write is in flight the socket's next
 * events wait in Engine.IO's buffer and then go out one write each. So a lobby write that sends N
 * events (group commit), or N events relayed by another process, cost every watching socket N
 * writes. Here a pre-encoded frame is handed to the socket's websocket sender at once whenever
 * Engine.IO holds nothing waiting for that socket (so no event overtakes another), as one buffer.
 * The first frame a socket gets in a run is written at once (a lone change waits for nothing); the
 * later ones are corked and leave together when the run ends (a microtask queued by its first
 * frame: before the request that made the change is answered). While runs keep sending some
 * socket several frames (a burst: within BURST_MS of the last such run), first frames are corked
 * too: one write a run. Anything else (a socket's own emit, an ack, a volatile event, a socket
 * that is closing) takes Engine.IO's path.
 */
import type { Socket as NetSocket } from 'node:net';
import type { PugSocket } from './socket-events.ts';

/** The parts of `ws` and Engine.IO this file relies on (Engine.IO itself sends pre-encoded frames through `_sender.sendFrame`). */
interface WsSocket {
  readyState: number;
  _sender?: { sendFrame(list: Buffer[], cb?: (err?: Error) => void): void };
  _socket?: NetSocket;
}
interface EngineConnection {
  readyState: string;
  writeBuffer: unknown[];
  transport: { name: string; socket?: WsSocket; perMessageDeflate?: unknown };
}
interface WriteOptions {
  volatile?: boolean;
  /** The websocket frame socket.io-adapter built once per broadcast: header and payload. */
  wsPreEncodedFrame?: Buffer[];
}
interface EngineClient {
  conn: EngineConnection;
  writeToEngine(packets: unknown, opts: WriteOptions): void;
}

const OPEN = 1;
/** Each broadcast's frame as one buffer, made by its first socket. */
const wholeFrames = new WeakMap<Buffer[], Buffer[]>();
/** Sockets written to in this run, and those corked since (uncorked when the run ends). */
const writtenThisRun = new Set<NetSocket>();
let corked: NetSocket[] = [];
let runEndQueued = false;
/** Some socket got a second frame in this run. */
let burst = false;
/** Until then (performance.now) a run corks every socket's first frame as well: a burst is going on. */
let burstUntil = 0;
/** This run corks first frames too. */
let corkFirst = false;
/**
 * A rush's lobby writes and Redis relays come 100-150 ms apart on a busy process, each a run with
 * several frames for every socket: a burst lasts until a second passes without such a run. (At 50
 * ms most runs of a 200-join rush still wrote each socket's first frame alone, then the rest: two
 * writes a socket a run. A lone change, one frame a socket, never starts a burst.)
 */
const BURST_MS = 1000;

function endRun(): void {
  runEndQueued = false;
  if (burst) burstUntil = performance.now() + BURST_MS;
  burst = false;
  writtenThisRun.clear();
  const sockets = corked;
  corked = [];
  for (const socket of sockets) socket.uncork();
}

function cork(socket: NetSocket): void {
  if (socket.writableCorked > 0) return;
  socket.cork();
  corked.push(socket);
}

/** Writes a pre-encoded broadcast frame itself; false leaves the packet to Engine.IO. */
function writeFrame(conn: EngineConnection, opts: WriteOptions): boolean {
  const frame = opts.wsPreEncodedFrame;
  if (!frame || opts.volatile || conn.readyState !== 'open' || conn.writeBuffer.length > 0) return false;
  const { transport } = conn;
  const ws = transport.socket;
  const sender = ws?._sender;
  const socket = ws?._socket;
  if (transport.name !== 'websocket' || transport.perMessageDeflate || !ws || ws.readyState !== OPEN || !sender || !socket) return false;
  let whole = wholeFrames.get(frame);
  if (!whole) {
    whole = [frame.length === 1 ? frame[0]! : Buffer.concat(frame)];
    wholeFrames.set(frame, whole);
  }
  if (!writtenThisRun.has(socket)) {
    writtenThisRun.add(socket);
    if (!runEndQueued) {
      runEndQueued = true;
      corkFirst = performance.now() < burstUntil;
      queueMicrotask(endRun);
    }
    if (corkFirst) cork(socket);
  } else {
    burst = true;
    cork(socket);
  }
  sender.sendFrame(whole);
  return true;
}

/** Socket.IO's own `Client.writeToEngine` (its prototype's), taken from the first client. */
let throughEngine: EngineClient['writeToEngine'] | undefined;

/** One function for every client (it is `this`): a socket at rest holds no closure of its own for it. */
function writeToEngine(this: EngineClient, packets: unknown, opts: WriteOptions): void {
  if (!writeFrame(this.conn, opts)) throughEngine!.call(this, packets, opts);
}

/** Routes the socket's broadcast frames through `writeFrame` (once per connection). */
export function coalesceBroadcastWrites(socket: PugSocket): void {
  const client = socket.client as unknown as EngineClient;
  if (client.writeToEngine === writeToEngine) return;
  throughEngine ??= client.writeToEngine;
  client.writeToEngine = writeToEngine;
}
