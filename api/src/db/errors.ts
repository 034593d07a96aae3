/** The driver's duplicate-key error (E11000): an insert lost to one with the same key. */
export function isDuplicateKey(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;
}
