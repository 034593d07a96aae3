/**
 * A small Source RCON client: authenticates, runs one command at a time and reads replies of
 * any length. After each command it sends an empty RESPONSE_VALUE; srcds mirrors that packet
 * once the whole (possibly multi-packet) reply is out, which marks the reply's end.
 * The password is sent once in the auth packet and never kept in an error or a log line.
 */
import net from 'node:net';
import {
  encodeRconPacket,
  RconFramer,
  SERVERDATA_AUTH,
  SERVERDATA_AUTH_RESPONSE,
  SERVERDATA_EXECCOMMAND,
  SERVERDATA_RESPONSE_VALUE,
  type RconPacket,
} from './rcon-packet.ts';

export interface RconOptions {
  host: string;
  port: number;
  password: string;
  /** Per step (connect, auth, each command); default 5000 ms. */
  timeoutMs?: number;
}

export type RconErrorKind = 'connect' | 'auth' | 'timeout' | 'closed' | 'protocol';

export class RconError extends Error {
  override name = 'RconError';
  constructor(
    readonly kind: RconErrorKind,
    message: string,
  ) {
    super(message);
  }
}

interface Pending {
  id: number;
  endId: number;
  parts: string[];
  resolve: (body: string) => void;
  reject: (err: Error) => void;
}

export class RconClient {
  private readonly framer = new RconFramer();
  private nextId = 1;
  private pending: Pending | null = null;
  private authWaiter: { id: number; resolve: () => void; reject: (err: Error) => void } | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  private failure: RconError | null = null;

  private constructor(
    private readonly socket: net.Socket,
    private readonly timeoutMs: number,
  ) {
    socket.on('data', (chunk) => this.onData(chunk));
    socket.on('error', (err) => this.fail(new RconError('closed', `RCON connection failed (${(err as NodeJS.ErrnoException).code ?? err.message})`)));
    socket.on('close', () => this.fail(new RconError('closed', 'RCON connection closed')));
  }

  /** Connects and authenticates; rejects with RconError (kind 'connect', 'auth' or 'timeout'). */
  static async connect(opts: RconOptions): Promise<RconClient> {
    const timeoutMs = opts.timeoutMs ?? 5000;
    const socket = await new Promise<net.Socket>((resolve, reject) => {
      const s = net.connect({ host: opts.host, port: opts.port });
      const timer = setTimeout(() => {
        s.destroy();
        reject(new RconError('timeout', `RCON connect to ${opts.host}:${opts.port} timed out`));
      }, timeoutMs);
      s.once('connect', () => {
        clearTimeout(timer);
        s.removeAllListeners('error');
        resolve(s);
      });
      s.once('error', (err: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        reject(new RconError('connect', `RCON connect to ${opts.host}:${opts.port} failed (${err.code ?? err.message})`));
      });
    });
    socket.setNoDelay(true);
    const client = new RconClient(socket, timeoutMs);
    try {
      await client.authenticate(opts.password);
    } catch (err) {
      client.close();
      throw err;
    }
    return client;
  }

  /** Runs one console command and resolves with its whole output. Commands run one at a time. */
  command(command: string): Promise<string> {
    const run = this.chain.then(() => this.send(command));
    this.chain = run.catch(() => undefined);
    return run;
  }

  close(): void {
    this.fail(new RconError('closed', 'RCON connection closed'));
    this.socket.destroy();
  }

  private authenticate(password: string): Promise<void> {
    const id = this.takeId();
    return this.withTimeout('RCON authentication timed out', (resolve, reject) => {
      this.authWaiter = { id, resolve: () => resolve(''), reject };
      this.socket.write(encodeRconPacket({ id, type: SERVERDATA_AUTH, body: password }));
    }).then(() => undefined);
  }

  private send(command: string): Promise<string> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.takeId();
    const endId = this.takeId();
    return this.withTimeout(`RCON command timed out`, (resolve, reject) => {
      this.pending = { id, endId, parts: [], resolve, reject };
      this.socket.write(
        Buffer.concat([
          encodeRconPacket({ id, type: SERVERDATA_EXECCOMMAND, body: command }),
          encodeRconPacket({ id: endId, type: SERVERDATA_RESPONSE_VALUE, body: '' }),
        ]),
      );
    });
  }

  private withTimeout(message: string, start: (resolve: (body: string) => void, reject: (err: Error) => void) => void): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        const err = new RconError('timeout', message);
        this.fail(err);
        this.socket.destroy();
      }, this.timeoutMs);
      start(
        (body) => {
          clearTimeout(timer);
          resolve(body);
        },
        (err) => {
          clearTimeout(timer);
          reject(err);
        },
      );
    });
  }

  private onData(chunk: Buffer): void {
    let packets: RconPacket[];
    try {
      packets = this.framer.push(chunk);
    } catch (err) {
      this.fail(new RconError('protocol', (err as Error).message));
      this.socket.destroy();
      return;
    }
    for (const packet of packets) this.onPacket(packet);
  }

  private onPacket(packet: RconPacket): void {
    const auth = this.authWaiter;
    if (auth) {
      // srcds sends an empty RESPONSE_VALUE before the AUTH_RESPONSE: skip it.
      if (packet.type !== SERVERDATA_AUTH_RESPONSE) return;
      this.authWaiter = null;
      if (packet.id === -1) {
        auth.reject(new RconError('auth', 'RCON password refused'));
        return;
      }
      auth.resolve();
      return;
    }
    const pending = this.pending;
    if (!pending) return; // e.g. srcds's extra packet after a terminator
    if (packet.id === pending.id && packet.type === SERVERDATA_RESPONSE_VALUE) {
      pending.parts.push(packet.body);
    } else if (packet.id === pending.endId) {
      this.pending = null;
      pending.resolve(pending.parts.join(''));
    }
  }

  private fail(err: RconError): void {
    this.failure ??= err;
    const auth = this.authWaiter;
    const pending = this.pending;
    this.authWaiter = null;
    this.pending = null;
    auth?.reject(err);
    pending?.reject(err);
  }

  private takeId(): number {
    const id = this.nextId;
    this.nextId = this.nextId >= 0x7ffffff0 ? 1 : this.nextId + 1;
    return id;
  }
}

/** Connects, runs the commands in order, closes; resolves with each command's output. */
export async function runRcon(opts: RconOptions, commands: string[]): Promise<string[]> {
  const client = await RconClient.connect(opts);
  try {
    const out: string[] = [];
    for (const c of commands) out.push(await client.command(c));
    return out;
  } finally {
    client.close();
  }
}
