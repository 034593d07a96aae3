/**
 * For sign-in tests: a minimal browser over fetch that keeps cookies per host and follows
 * redirects one hop at a time, so a test can walk a provider round trip and stop where it wants.
 */
export class BrowserJar {
  private readonly jars = new Map<string, Map<string, string>>();

  cookieHeader(url: string): string {
    const jar = this.jars.get(new URL(url).host);
    return jar ? [...jar].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  }

  cookie(url: string, name: string): string | undefined {
    return this.jars.get(new URL(url).host)?.get(name);
  }

  setCookie(url: string, name: string, value: string): void {
    const host = new URL(url).host;
    if (!this.jars.has(host)) this.jars.set(host, new Map());
    this.jars.get(host)!.set(name, value);
  }

  /** One request, no redirect following; stores the cookies it sets. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.cookieHeader(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    const host = new URL(url).host;
    if (!this.jars.has(host)) this.jars.set(host, new Map());
    const jar = this.jars.get(host)!;
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line);
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  /** Follows redirects until `stop(url)` says so or a non-redirect answer; returns the last response and URL. */
  async follow(url: string, stop: (url: string) => boolean = () => false): Promise<{ response: Response; url: string }> {
    let current = url;
    for (let hops = 0; hops < 20; hops++) {
      const response = await this.fetch(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      current = new URL(location, current).href;
      if (stop(current)) return { response, url: current };
    }
    throw new Error('too many redirects');
  }
}
