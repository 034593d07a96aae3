/**
 * Every step a server goes through (status, assignment, configuration, release, game lines)
 * lands in its `logs` (the most recent LOG_KEEP) and goes to admins as `serverLog`, with secrets
 * masked (logs/mask-secrets.ts).
 */
import type { ServerLog } from '@pug/domain';
import type { Collections } from '../db/index.ts';
import type { PugServer } from '../framework/sockets.ts';
import { maskSecrets } from './logs/mask-secrets.ts';

export const LOG_KEEP = 200;
/** Sockets of signed-in admins join this room (servers/index.ts). */
export const ADMIN_ROOM = 'servers:admins';

export type ServerLogType = 'status' | 'assign' | 'config' | 'release' | 'error' | 'match' | 'line';

export class ServerLogBook {
  constructor(
    private readonly collections: Collections,
    private readonly io: PugServer,
    private readonly now: () => number,
  ) {}

  async append(server: { _id: string; ipport: string }, type: ServerLogType, line: string): Promise<void> {
    const log = this.entry(type, line);
    await this.collections.servers.updateOne({ _id: server._id }, { $push: { logs: { $each: [log], $slice: -LOG_KEEP } } });
    this.announce(server, [log]);
  }

  /** A log entry to store with another update of the server (see `announce`); `known`: the server's secret values. */
  entry(type: ServerLogType, line: string, known: ReadonlyArray<string | null | undefined> = []): ServerLog {
    return { type, timestamp: this.now(), line: maskSecrets(line, known) };
  }

  /** Sends stored entries to the admins. */
  announce(server: { ipport: string }, logs: ServerLog[]): void {
    for (const log of logs) this.io.to(ADMIN_ROOM).emit('serverLog', { ipport: server.ipport, log });
  }
}
