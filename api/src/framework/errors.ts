import { isDomainError, type ErrorBody } from '@pug/domain';
import type { Middleware } from 'koa';
import type { Logger } from './logger.ts';

export type { ErrorBody };

/**
 * An error the client is meant to see: its status, a machine-readable code (upper snake case, the
 * domain's `ErrorCode` names for 400/401/403/404/409) and a readable message.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, code, message);
export const unauthorized = (message = 'Sign in first', code = 'UNAUTHORIZED') => new HttpError(401, code, message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new HttpError(403, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
export const tooManyRequests = (message: string, code = 'RATE_LIMITED') => new HttpError(429, code, message);
export const serviceUnavailable = (message: string, code = 'SERVICE_UNAVAILABLE') => new HttpError(503, code, message);

/** Codes for errors thrown by libraries (body parser, router) that carry only a status. */
const codeByStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  501: 'NOT_IMPLEMENTED',
  503: 'SERVICE_UNAVAILABLE',
};

interface LibraryHttpError {
  status: number;
  expose?: boolean;
  message: string;
  type?: string;
  headers?: Record<string, string>;
}

function isLibraryHttpError(err: unknown): err is LibraryHttpError {
  if (typeof err !== 'object' || err === null) return false;
  const status = (err as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 600;
}

/** Turns any thrown value into a status and a body that is safe to show the client. */
export function toErrorResponse(err: unknown): { status: number; body: ErrorBody; unexpected: boolean } {
  if (err instanceof HttpError || isDomainError(err)) {
    return { status: err.status, body: { error: { code: err.code, message: err.message } }, unexpected: false };
  }
  if (isLibraryHttpError(err) && (err.status < 500 || err.status === 501)) {
    const code = codeByStatus[err.status] ?? 'BAD_REQUEST';
    const message = libraryMessage(err);
    return { status: err.status, body: { error: { code, message } }, unexpected: false };
  }
  return {
    status: 500,
    body: { error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side; it has been logged.' } },
    unexpected: true,
  };
}

function libraryMessage(err: LibraryHttpError): string {
  if (err instanceof SyntaxError || err.type === 'entity.parse.failed' || err.message.startsWith('invalid JSON')) {
    return `The request body is not valid JSON (${err.message})`;
  }
  if (err.type === 'entity.too.large') return 'The request body is too large';
  if (err.status === 403 && /malicious path/i.test(err.message)) return 'That path is not allowed';
  if (err.status === 404) return 'Not found';
  if (err.status === 405) return 'That method is not allowed here';
  return err.expose === false ? 'The request could not be processed' : err.message;
}

/**
 * Outermost error middleware: every failure becomes the JSON error body; unexpected errors are
 * logged and answered with a generic 500 (never a stack trace).
 */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const { status, body, unexpected } = toErrorResponse(err);
      if (unexpected) {
        logger.error({ err, method: ctx.method, path: ctx.path }, 'unexpected error');
      }
      const headers = isLibraryHttpError(err) ? err.headers : undefined;
      if (headers) ctx.set(headers);
      ctx.remove('Content-Encoding');
      ctx.remove('Content-Disposition');
      ctx.status = status;
      ctx.body = body;
    }
  };
}

/**
 * Gives /api requests no route answered a JSON error: 404 for an unknown path, 405/501 when the
 * router set only a status (wrong method; its Allow header stays). Mount before the api router.
 */
export function apiNotFound(): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.body !== undefined || !isApiPath(ctx.path)) return;
    if (ctx.status === 404) throw notFound(`No such endpoint: ${ctx.method} ${ctx.path}`);
    if (ctx.status === 405) throw new HttpError(405, 'METHOD_NOT_ALLOWED', 'That method is not allowed here');
    if (ctx.status === 501) throw new HttpError(501, 'NOT_IMPLEMENTED', `Method ${ctx.method} is not supported`);
  };
}

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
