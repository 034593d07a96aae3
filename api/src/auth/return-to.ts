/**
 * `returnTo` after sign-in: only a path on this site. The value is normalised first (dot
 * segments, percent-encoded dots) and the normalised path is what is checked and used:
 * `/a/..//evil.example` or `/%2e//evil.example` normalise to `//evil.example`, which a browser
 * reads as another host. Encoded slashes and backslashes are refused too (a proxy may decode
 * them), as are control characters and absolute URLs.
 */
const BASE = 'http://site.invalid';
const MAX_LENGTH = 2000;

/** The normalised same-site path, or null when `value` could lead off the site. */
export function sameSitePath(value: string): string | null {
  if (!value.startsWith('/') || value.length > MAX_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname;
  if (path.startsWith('//') || /%(2f|5c)/i.test(path)) return null;
  return `${path}${url.search}${url.hash}`;
}
