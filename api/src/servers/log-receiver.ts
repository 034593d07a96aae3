/**
 * The UDP log receiver (LOG_PORT): decodes srcds log packets and hands each line to whoever
 * owns its secret. Packets without a known secret (forged, stale, or from a server we no longer
 * use) are dropped and counted. Also lets the configuration step wait for a given line.
 */
import dgram from 'node:dgram';
import type { Logger } from '../framework/logger.ts';
import { decodeLogPacket } from './protocol/log-packet.ts';

/** Asked-for UDP receive buffer. */
export const RECV_BUFFER_BYTES = 4 * 1024 * 1024;

export type LineHandler = (secret: string, line: string, stamp: string) => void;

interface Waiter {
  secret: string;
  test: (line: string) => boolean;
  resolve: () => void;
}

export class LogReceiver {
  /** Packets dropped because their secret is unknown (or missing). */
  dropped = 0;
  private readonly waiters = new Set<Waiter>();

  private constructor(
    private readonly socket: dgram.Socket,
    private readonly isKnown: (secret: string) => boolean,
    private readonly onLine: LineHandler,
  ) {
    socket.on('message', (msg) => this.onPacket(msg));
  }

  static start(opts: { host: string; port: number; logger: Logger; isKnown: (secret: string) => boolean; onLine: LineHandler }): Promise<LogReceiver> {
    // A big receive buffer rides out bursts (the end of a round logs many lines at once); the
    // kernel caps it at net.core.rmem_max.
    const socket = dgram.createSocket({ type: opts.host.includes(':') ? 'udp6' : 'udp4', recvBufferSize: RECV_BUFFER_BYTES });
    return new Promise((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(opts.port, opts.host, () => {
        socket.off('error', reject);
        socket.on('error', (err) => opts.logger.error({ err }, 'log receiver error'));
        resolve(new LogReceiver(socket, opts.isKnown, opts.onLine));
      });
    });
  }

  get port(): number {
    return this.socket.address().port;
  }

  /** Resolves true when a line with `secret` passing `test` arrives within `timeoutMs`, else false. */
  waitFor(secret: string, test: (line: string) => boolean, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        secret,
        test,
        resolve: () => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(true);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        resolve(false);
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.socket.close(() => resolve()));
  }

  private onPacket(msg: Buffer): void {
    const packet = decodeLogPacket(msg);
    if (!packet || packet.secret === null || !this.isKnown(packet.secret)) {
      this.dropped++;
      return;
    }
    for (const w of [...this.waiters]) if (w.secret === packet.secret && w.test(packet.line)) w.resolve();
    this.onLine(packet.secret, packet.line, packet.stamp);
  }
}
