/** The readiness check behind `GET /api/ready`: a ping of the database server, with a deadline. */
import type { Db } from 'mongodb';

export interface Readiness {
  ok: boolean;
  latencyMs: number;
}

export async function checkReady(db: Db, timeoutMs = 2000): Promise<Readiness> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const ok = await Promise.race([
      db.command({ ping: 1 }).then(
        (r) => r.ok === 1,
        () => false,
      ),
      deadline,
    ]);
    return { ok, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
  } finally {
    clearTimeout(timer);
  }
}
