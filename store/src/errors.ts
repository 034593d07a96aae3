/** Server-side errors, answered as MongoDB does: `{ ok: 0, errmsg, code, codeName }`. */

const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  Unauthorized: 13,
  TypeMismatch: 14,
  AuthenticationFailed: 18,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  DollarPrefixedFieldName: 52,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  NotImplemented: 238,
  MechanismUnavailable: 334,
  BSONObjectTooLarge: 10334,
  DuplicateKey: 11000,
  Location40415: 40415,
  Location51024: 51024,
} as const;

export type ErrorCodeName = keyof typeof ErrorCodes;

export class StoreError extends Error {
  readonly code: number;
  readonly codeName: string;
  readonly extra: Record<string, unknown>;

  constructor(codeName: ErrorCodeName, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = 'StoreError';
    this.codeName = codeName;
    this.code = ErrorCodes[codeName];
    this.extra = extra;
  }

  /** The reply document of a failed command. */
  toReply(): Record<string, unknown> {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.extra };
  }

  /** An entry of a write command's `writeErrors`. */
  toWriteError(index: number): Record<string, unknown> {
    return { index, code: this.code, errmsg: this.message, ...this.extra };
  }
}

/** Wraps anything thrown while running a command (mingo throws plain Errors on bad operators). */
export function toStoreError(err: unknown): StoreError {
  if (err instanceof StoreError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new StoreError('BadValue', message);
}

export function badValue(message: string): StoreError {
  return new StoreError('BadValue', message);
}
