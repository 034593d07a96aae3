import type { Middleware } from 'koa';
import { pino } from 'pino';

export type Logger = pino.Logger;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Log lines are written out at least this often (ms) when fewer than LOG_BUFFER bytes wait. */
const LOG_FLUSH_MS = 250;
const LOG_BUFFER = 8 * 1024;

/**
 * A structured (JSON lines on stdout) logger. Tests pass level 'silent'.
 * Lines are buffered and written together (8 KB or every 250 ms, whichever comes first; what is
 * left is flushed on exit): one write per request, with the request log, cost more CPU than the
 * rest of a cached GET (bench/http/anonymous-gets.bench.ts).
 */
export function createLogger(opts: { level: LogLevel; name?: string }): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER });
  let pending = false;
  setInterval(() => {
    if (!pending) return;
    pending = false;
    try {
      destination.flush();
    } catch {
      // closed at exit, after its last flush
    }
  }, LOG_FLUSH_MS).unref();
  const stream = {
    write(line: string) {
      pending = true;
      destination.write(line);
    },
  };
  return pino({ name: opts.name ?? 'pug-api', level: opts.level }, stream);
}

/** Logs one line per request: method, path, status and duration in ms. */
export function requestLogger(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      logRequest(logger, ctx.method, ctx.path, ctx.status, started);
    }
  };
}

/** The request log line (also written for GETs answered before Koa, framework/hot-gets.ts). */
export function logRequest(logger: Logger, method: string, path: string, status: number, started: bigint): void {
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const line = { method, path, status, ms: Math.round(ms * 10) / 10 };
  // 500 is a bug; 503 (not built, db down) is an operating condition.
  if (status >= 500 && status !== 503) logger.error(line, 'request');
  else if (status === 503) logger.warn(line, 'request');
  else logger.info(line, 'request');
}
