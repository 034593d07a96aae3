import type { Logger } from './logger.ts';
import type { Mount } from './mount.ts';

/** What api needs of the database for readiness: a ping (api/src/db's `Database` satisfies it). */
export interface DbSeam {
  ready(): Promise<{ ok: boolean; latencyMs: number }>;
  /** The embedded store's file sizes, for /metrics (undefined with a real MongoDB). */
  storeFiles?(): { journalBytes: number; snapshotBytes: number } | undefined;
}

const READY_TIMEOUT_MS = 2000;

/**
 * GET /api/health (liveness: the process answers, nothing else is asked) and GET /api/ready
 * (the database answers and, with REDIS_URL, Redis is connected): a load balancer stops sending
 * traffic to a process that is not ready without restarting it.
 */
export function healthRoutes(mount: Mount, deps: { version: string; db?: DbSeam; logger: Logger; redisReady?: () => boolean | undefined }): void {
  const startedAt = Date.now();

  mount('health', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ok: true, uptimeS: Math.floor((Date.now() - startedAt) / 1000), version: deps.version };
  });

  mount('ready', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const result = await pingDatabase(deps.db);
    if (result.ok && deps.redisReady?.() === false) {
      deps.logger.warn({ reason: 'redis' }, 'not ready');
      ctx.status = 503;
      ctx.body = { ok: false, error: { code: 'REDIS_UNAVAILABLE', message: 'Redis is unreachable: socket events cannot reach the other api processes' } };
      return;
    }
    if (result.ok) {
      ctx.body = { ok: true, db: { latencyMs: result.latencyMs } };
      return;
    }
    deps.logger.warn({ reason: result.message }, 'not ready');
    ctx.status = 503;
    ctx.body = { ok: false, error: { code: 'DB_UNAVAILABLE', message: result.message } };
  });
}

type Ping = { ok: true; latencyMs: number } | { ok: false; message: string };

async function pingDatabase(db: DbSeam | undefined): Promise<Ping> {
  if (!db) return { ok: false, message: 'No database is connected' };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Ping>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, message: `The database did not answer within ${READY_TIMEOUT_MS} ms` }), READY_TIMEOUT_MS);
  });
  const ping = db.ready().then(
    (r): Ping => (r.ok ? { ok: true, latencyMs: r.latencyMs } : { ok: false, message: 'The database ping failed' }),
    (): Ping => ({ ok: false, message: 'The database ping failed' }),
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
