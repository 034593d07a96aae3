/**
 * The UDP log receiver (LOG_PORT). Anyone on the internet can send to it, so each packet is judged
 * before any string work: its size (MAX_LOG_PACKET_BYTES), its header and secret (a few bytes),
 * and its source address, by `authorize` (the secret must be a server's we follow, and the packet
 * must come from that server's IP). Only then is it decoded and its line handed on. Rejected
 * packets are counted per reason; within a per-source budget (source-budget.ts) they are also
 * reported to `onReject` (logs, admin alerts), past it they are only counted. Nothing thrown here
 * escapes: a bad packet is a count, never a crash. Also lets the configuration step wait for a line.
 */
import dgram from 'node:dgram';
import type { Logger } from '../framework/logger.ts';
import { decodeLogPacket, MAX_LOG_PACKET_BYTES, readLogHead } from './protocol/log-packet.ts';
import { SourceBudget } from './source-budget.ts';

/** Asked-for UDP receive buffer. */
const RECV_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * Why a packet was dropped. wrongSecret: no secret, or one we never gave out; staleSecret: the
 * secret of a match that just ended (late lines); wrongAddress: a live secret from an address that
 * is not its server's.
 */
export type RejectReason = 'oversize' | 'malformed' | 'wrongSecret' | 'staleSecret' | 'wrongAddress';
export type Verdict = 'accept' | 'wrongSecret' | 'staleSecret' | 'wrongAddress';
export type RejectCounts = Record<RejectReason | 'rateLimited', number>;

export const noRejects = (): RejectCounts => ({ oversize: 0, malformed: 0, wrongSecret: 0, staleSecret: 0, wrongAddress: 0, rateLimited: 0 });

type LineHandler = (secret: string, line: string, stamp: string) => void;

export interface LogReceiverOptions {
  host: string;
  port: number;
  logger: Logger;
  /** Judges a packet by its secret (null: none) and source IP. Called for every packet: keep it cheap. */
  authorize(secret: string | null, address: string): Verdict;
  onLine: LineHandler;
  /** A rejected packet, within its source's budget. */
  onReject?(reason: RejectReason, address: string, secret: string | null): void;
  now?: () => number;
}

interface Waiter {
  secret: string;
  test: (line: string) => boolean;
  resolve: () => void;
}

/** `::ffff:1.2.3.4` (an IPv4 address on a dual-stack socket) as `1.2.3.4`. */
export const normalizeAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

export class LogReceiver {
  /** Rejected packets per reason (rateLimited: also counted under their reason, but not reported). */
  readonly rejected: RejectCounts = noRejects();
  /** Packets taken in: the right secret from the right address, decoded. */
  accepted = 0;
  private readonly waiters = new Set<Waiter>();
  private readonly budget: SourceBudget;

  private constructor(
    private readonly socket: dgram.Socket,
    private readonly opts: LogReceiverOptions,
  ) {
    this.budget = new SourceBudget(opts.now ?? Date.now);
    socket.on('message', (msg, from) => {
      try {
        this.onPacket(msg, normalizeAddress(from.address));
      } catch (err) {
        opts.logger.error({ err }, 'log packet handling failed');
      }
    });
  }

  static start(opts: LogReceiverOptions): Promise<LogReceiver> {
    // A big receive buffer rides out bursts (the end of a round logs many lines at once); the
    // kernel caps it at net.core.rmem_max.
    const socket = dgram.createSocket({ type: opts.host.includes(':') ? 'udp6' : 'udp4', recvBufferSize: RECV_BUFFER_BYTES });
    return new Promise((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(opts.port, opts.host, () => {
        socket.off('error', reject);
        socket.on('error', (err) => opts.logger.error({ err }, 'log receiver error'));
        resolve(new LogReceiver(socket, opts));
      });
    });
  }

  get port(): number {
    return this.socket.address().port;
  }

  /** Every packet dropped so far, whatever the reason. */
  get dropped(): number {
    const { oversize, malformed, wrongSecret, staleSecret, wrongAddress } = this.rejected;
    return oversize + malformed + wrongSecret + staleSecret + wrongAddress;
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

  private onPacket(msg: Buffer, address: string): void {
    if (msg.length > MAX_LOG_PACKET_BYTES) return this.reject('oversize', address, null);
    const head = readLogHead(msg);
    if (!head) return this.reject('malformed', address, null);
    const verdict = this.opts.authorize(head.secret, address);
    if (verdict !== 'accept') return this.reject(verdict, address, head.secret);
    const packet = decodeLogPacket(msg);
    if (!packet || packet.secret === null) return this.reject('malformed', address, head.secret);
    this.accepted++;
    for (const w of [...this.waiters]) if (w.secret === packet.secret && w.test(packet.line)) w.resolve();
    this.opts.onLine(packet.secret, packet.line, packet.stamp);
  }

  private reject(reason: RejectReason, address: string, secret: string | null): void {
    this.rejected[reason]++;
    if (!this.budget.take(address)) {
      this.rejected.rateLimited++;
      return;
    }
    this.opts.onReject?.(reason, address, secret);
  }
}
