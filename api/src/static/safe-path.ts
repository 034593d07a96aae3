import { forbidden } from '../framework/errors.ts';

/**
 * Decodes a URL path below a static mount and refuses anything that could leave the folder:
 * `..` segments (raw or percent-encoded), backslashes, NUL bytes, bad escapes.
 * Returns the relative path ('' for the mount itself) with no leading slash.
 */
export function safeRelativePath(urlPath: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    throw forbidden('That path is not allowed');
  }
  if (decoded.includes('\0') || decoded.includes('\\')) throw forbidden('That path is not allowed');
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..' || s === '.')) throw forbidden('That path is not allowed');
  return segments.filter((s) => s !== '').join('/');
}
