/**
 * The Source RCON side of the simulated TF2 server (TCP). Speaks the protocol as srcds does:
 * an auth request gets an empty RESPONSE_VALUE and then the AUTH_RESPONSE in one TCP write; long
 * replies are split into packets of at most 4096 bytes; an empty RESPONSE_VALUE sent after a
 * command is mirrored back, followed by srcds's odd `00 01 00 00` packet.
 * Written independently of the api's client so that each checks the other.
 */
import net from 'node:net';

const SERVERDATA_AUTH = 3;
const SERVERDATA_AUTH_RESPONSE = 2;
const SERVERDATA_EXECCOMMAND = 2;
const SERVERDATA_RESPONSE_VALUE = 0;
/** srcds never sends a packet body longer than this in one packet. */
const MAX_BODY = 4096 - 10;

/** How the simulator writes to the TCP stream: as srcds does, every packet in its own write, or byte by byte. */
export type WriteMode = 'normal' | 'coalesce' | 'split';
/** ok: a well-behaved server; refuse: every password is wrong; hang: accepts TCP, never answers. */
export type RconBehaviour = 'ok' | 'refuse' | 'hang';

export function rconPacket(id: number, type: number, body: string | Buffer): Buffer {
  const payload = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const out = Buffer.alloc(14 + payload.length);
  out.writeInt32LE(10 + payload.length, 0);
  out.writeInt32LE(id, 4);
  out.writeInt32LE(type, 8);
  payload.copy(out, 12);
  // body terminator + the empty string terminator are already zero
  return out;
}

export interface RconServerOptions {
  /** Read at each login, so a test (or the fake serveme.tf) may change it. */
  password: () => string;
  behaviour: () => RconBehaviour;
  writeMode: () => WriteMode;
  /** Runs a command and returns its console output. */
  execute: (command: string, from: string) => string;
}

export class SimRconServer {
  readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();

  constructor(private readonly opts: RconServerOptions) {
    this.server = net.createServer((socket) => this.accept(socket));
  }

  listen(port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => {
        this.server.off('error', reject);
        resolve();
      });
    });
  }

  /** Drops every open RCON connection (a crashed or restarted server). */
  dropConnections(): void {
    for (const s of this.sockets) s.destroy();
  }

  close(): Promise<void> {
    this.dropConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const from = `${socket.remoteAddress}:${socket.remotePort}`;
    let authed = false;
    let buffered = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      while (buffered.length >= 4) {
        const size = buffered.readInt32LE(0);
        if (size < 10 || size > 4096) return void socket.destroy();
        if (buffered.length < size + 4) break;
        const id = buffered.readInt32LE(4);
        const type = buffered.readInt32LE(8);
        const body = buffered.subarray(12, size + 2).toString('utf8');
        buffered = buffered.subarray(size + 4);
        if (this.opts.behaviour() === 'hang') continue;
        if (type === SERVERDATA_AUTH) {
          authed = this.opts.behaviour() === 'ok' && body === this.opts.password();
          // srcds answers an auth with two packets in one write.
          this.send(socket, [rconPacket(id, SERVERDATA_RESPONSE_VALUE, ''), rconPacket(authed ? id : -1, SERVERDATA_AUTH_RESPONSE, '')], true);
          continue;
        }
        if (!authed) return void socket.destroy();
        if (type === SERVERDATA_RESPONSE_VALUE) {
          // The multi-packet terminator trick: mirror it, then srcds's extra packet.
          this.send(socket, [rconPacket(id, SERVERDATA_RESPONSE_VALUE, ''), rconPacket(id, SERVERDATA_RESPONSE_VALUE, Buffer.from([0, 1, 0, 0]))]);
          continue;
        }
        if (type === SERVERDATA_EXECCOMMAND) {
          const output = Buffer.from(this.opts.execute(body, from), 'utf8');
          const packets: Buffer[] = [];
          for (let at = 0; at < output.length || packets.length === 0; at += MAX_BODY) {
            packets.push(rconPacket(id, SERVERDATA_RESPONSE_VALUE, output.subarray(at, at + MAX_BODY)));
          }
          this.send(socket, packets);
        }
      }
    });
  }

  private readonly pending = new WeakMap<net.Socket, Buffer>();

  private send(socket: net.Socket, packets: Buffer[], together = false): void {
    const mode = this.opts.writeMode();
    if (mode === 'split') {
      // A few bytes per write, each on its own tick, so the client sees packets cut anywhere.
      const queued = this.pending.get(socket);
      this.pending.set(socket, Buffer.concat([queued ?? Buffer.alloc(0), ...packets]));
      if (queued === undefined) this.drip(socket);
    } else if (mode === 'coalesce' || together) {
      socket.write(Buffer.concat(packets));
    } else {
      for (const p of packets) socket.write(p);
    }
  }

  private drip(socket: net.Socket): void {
    const rest = this.pending.get(socket);
    if (!rest || rest.length === 0 || socket.destroyed) return void this.pending.delete(socket);
    socket.write(rest.subarray(0, 7));
    this.pending.set(socket, rest.subarray(7));
    setImmediate(() => this.drip(socket));
  }
}
