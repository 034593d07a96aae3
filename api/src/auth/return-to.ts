/**
 * `returnTo` after sign-in: only a path on this site. `//evil.example`, `/\evil.example`,
 * `https://evil.example/` and anything with control characters are refused (open redirect).
 */
const BASE = 'http://site.invalid';

/** The normalised same-site path, or null when `value` could lead off the site. */
export function sameSitePath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value) || value.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
