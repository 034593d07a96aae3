import type { RemoteName } from './mf/remote-names.ts';

export interface Page {
  /** The route's path under the site root (react-router's pattern); '/' is the index route. */
  path: string;
  /** The remote that renders the page. */
  remote: RemoteName;
  /** Where the remote's own routes start. */
  basePath: string;
}

/**
 * The site's pages and the remote behind each: one table for the router (routes.tsx) and for the
 * first load (index.ts), which asks for the page's remote while React's chunks are still arriving.
 */
export const PAGES: readonly Page[] = [
  // The queue lobby (`?pugId=` picks it).
  { path: '/', remote: 'mf-queue', basePath: '/' },
  // The pug history and a pug's page.
  { path: 'pugs/*', remote: 'mf-queue', basePath: '/pugs' },
  { path: 'players/:steamid', remote: 'mf-profile', basePath: '/players' },
  // The ladder.
  { path: 'players', remote: 'mf-profile', basePath: '/players' },
  // The statistics and the hall of fame.
  { path: 'statistics', remote: 'mf-profile', basePath: '/statistics' },
  // How well the predicted odds came true.
  { path: 'calibration', remote: 'mf-profile', basePath: '/calibration' },
  { path: 'admin/*', remote: 'mf-admin', basePath: '/admin' },
];

/**
 * The remote that will render `pathname` (null: none, the not-found page). By the page's base
 * path, so a path the router answers with "not found" under a remote's base path (`/statistics/x`)
 * still names that remote: asking for it early costs nothing then.
 */
export function remoteOfPath(pathname: string): RemoteName | null {
  if (pathname === '/') return PAGES.find((page) => page.path === '/')!.remote;
  const page = PAGES.find((p) => p.basePath !== '/' && (pathname === p.basePath || pathname.startsWith(`${p.basePath}/`)));
  return page?.remote ?? null;
}
