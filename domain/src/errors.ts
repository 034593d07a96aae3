/** Error body of every failed HTTP call (docs/architecture.md "How a request travels"). */
export interface ErrorBody {
  error: { code: string; message: string };
}

/** Error codes and their HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** A refusal by a domain rule; the api maps it to `status` + ErrorBody. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.status = ERROR_STATUS[code];
  }
  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message } };
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

export const badRequest = (message: string) => new DomainError('BAD_REQUEST', message);
export const unauthorized = (message = 'Not signed in') => new DomainError('UNAUTHORIZED', message);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
