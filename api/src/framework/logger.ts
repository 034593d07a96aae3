import type { Middleware } from 'koa';
import { pino } from 'pino';

export type Logger = pino.Logger;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * A structured (JSON lines on stdout) logger. Tests pass level 'silent'.
 * Lines are written asynchronously: under load the lines that arrive while a write is in flight
 * go out together in one write instead of one blocking write each (one per request with the
 * request log); when idle each line still goes out at once, and pino flushes what is left on exit.
 */
export function createLogger(opts: { level: LogLevel; name?: string }): Logger {
  return pino({ name: opts.name ?? 'pug-api', level: opts.level }, pino.destination({ dest: 1, sync: false }));
}

/** Logs one line per request: method, path, status and duration in ms. */
export function requestLogger(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 };
      // 500 is a bug; 503 (not built, db down) is an operating condition.
      if (ctx.status >= 500 && ctx.status !== 503) logger.error(line, 'request');
      else if (ctx.status === 503) logger.warn(line, 'request');
      else logger.info(line, 'request');
    }
  };
}
