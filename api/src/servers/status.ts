/**
 * Server status: A2S_INFO every SERVER_POLL_MS and on demand. A server that stops answering is
 * disrupted (`isDisrupt`, reason 'query') until it answers again; a server disrupted because its
 * configuration failed, or its log lines never arrived ('logFeed'), stays so until an admin edits or re-checks it. Clients hear `serverUpdate`
 * when the status changes.
 */
import type { Collections } from '../db/index.ts';
import type { ServerDoc } from '../db/documents.ts';
import { queryInfo } from './protocol/a2s.ts';
import type { ServerLogBook } from './server-log.ts';
import { hostPort } from './views.ts';

export interface StatusDeps {
  collections: Collections;
  logBook: ServerLogBook;
  emitServer(serverId: string): void;
  queryTimeoutMs: number;
}

/** Queries one server and stores the result; resolves with the stored document. */
export async function refreshStatus(deps: StatusDeps, server: ServerDoc, opts: { clearConfigDisruption?: boolean } = {}): Promise<ServerDoc | null> {
  const { host, port } = hostPort(server.ipport);
  let query: ServerDoc['query'] = null;
  let error: string | null = null;
  for (let attempt = 0; attempt < 2 && query === null; attempt++) {
    try {
      query = await queryInfo(host, port, deps.queryTimeoutMs);
    } catch (err) {
      error = (err as Error).message;
    }
  }
  // A failed set-up or a broken log feed: only an admin's edit or re-check clears it (an answer to A2S says nothing of either).
  const held = server.disruptReason === 'config' || server.disruptReason === 'logFeed' ? server.disruptReason : null;
  const configDisrupted = held !== null && !opts.clearConfigDisruption;
  const set: Partial<ServerDoc> = query
    ? { query, ...(configDisrupted ? {} : { isDisrupt: false, disruptReason: null }) }
    : { query: null, isDisrupt: true, disruptReason: configDisrupted ? held : 'query' };
  const updated = await deps.collections.servers.findOneAndUpdate({ _id: server._id }, { $set: set }, { returnDocument: 'after' });
  if (!updated) return null;
  if (updated.isDisrupt !== server.isDisrupt) {
    await deps.logBook.append(server, 'status', updated.isDisrupt ? `Disrupted: ${error ?? 'configuration failed'}` : 'Answering again');
  }
  if (JSON.stringify(updated.query) !== JSON.stringify(server.query) || updated.isDisrupt !== server.isDisrupt) deps.emitServer(server._id);
  return updated;
}

export class StatusPoller {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly deps: StatusDeps,
    private readonly pollMs: number,
    private readonly afterTick: () => Promise<void>,
    private readonly onError: (err: unknown) => void,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.pollMs);
    this.timer.unref();
    void this.tick();
  }

  /** One round: every enabled server, then the after-tick work (assigning waiting pugs). */
  tick(): Promise<void> {
    this.running ??= (async () => {
      const servers = await this.deps.collections.servers.find({ enabled: true }).toArray();
      await Promise.all(servers.map((s) => refreshStatus(this.deps, s)));
      await this.afterTick();
    })()
      .catch(this.onError)
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
