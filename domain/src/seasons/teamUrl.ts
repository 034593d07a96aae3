/**
 * A custom season's team page must lead away from the site: an admin opens it from the
 * Experience requests page, and a link to the site itself (say its own approve route) would make
 * that click act on the site with the admin's session. Refused: the site's own hosts (any port),
 * localhost and the loopback / unspecified IPv4 addresses in any spelling the URL parser
 * normalises (`2130706433`, `0x7f.1`, `127.1`), which are never a league's team page.
 */

/** The WHATWG URL parser (pure; in every browser and Node), which the ES library types leave out. */
declare const URL: new (url: string) => { readonly hostname: string };

/** The host names of the given origins or URLs (lower case, without a trailing dot); unparsable ones are skipped. */
function hostnamesOf(origins: readonly string[]): Set<string> {
  const hosts = new Set<string>();
  for (const origin of origins) {
    const host = hostnameOf(origin);
    if (host) hosts.add(host);
  }
  return hosts;
}

function hostnameOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return null;
  }
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '0.0.0.0' || host === '[::1]' || host === '[::]';
}

/** What a player is told when `teamUrlPointsAtSite` (the dialog and the api say the same). */
export const TEAM_URL_ON_SITE_MESSAGE = 'Must be the team’s page on the league’s site, not an address of this site';

/** True when `teamUrl` points at the site itself (one of `siteOrigins`) or at loopback. */
export function teamUrlPointsAtSite(teamUrl: string, siteOrigins: readonly string[]): boolean {
  const host = hostnameOf(teamUrl.trim());
  if (host === null) return false; // not a URL: the schema refuses it
  return isLoopback(host) || hostnamesOf(siteOrigins).has(host);
}
