/**
 * Reads JSON from a third-party service (the match-log site) straight from the browser, without
 * credentials (docs/product.md "HTTP routes": the match-log call sends none). Failures reject; the caller decides how
 * quietly to show them, since a third party being down is not the site's error.
 */
export async function getPublicJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { credentials: 'omit', headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`${new URL(url).host} answered ${response.status}`);
  return (await response.json()) as T;
}
