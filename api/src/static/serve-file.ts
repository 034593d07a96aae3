import { realpath, stat } from 'node:fs/promises';
import { basename, join, sep } from 'node:path';
import type { Context } from 'koa';
import send from 'koa-send';

/** Names a build emits under a fixed name that must always be revalidated. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'remotes.json']);
/** A content hash in a file name: `main.3f9a1c2b.js`, `chunk-3f9a1c2b7d.css`. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export const LONG_CACHE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

export function cacheControlFor(file: string): string {
  const name = basename(file);
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return HASHED.test(name) ? LONG_CACHE : NO_CACHE;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/** Source maps are never served: production builds emit none, and a stray one stays private. */
const SOURCE_MAP = /\.map$/i;

/** True when `relative` resolves, symlinks followed, to a file inside `root`. */
async function staysInside(root: string, relative: string): Promise<boolean> {
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(join(root, relative))]);
    return realFile.startsWith(`${realRoot}${sep}`);
  } catch {
    return false;
  }
}

/**
 * Sends `relative` (already checked by safeRelativePath) from `root` with cache headers;
 * returns false when there is no such regular file, when a symlink leads out of `root`, or
 * for a source map.
 */
export async function sendFile(ctx: Context, root: string, relative: string, extraHeaders: Record<string, string> = {}): Promise<boolean> {
  if (relative === '' || SOURCE_MAP.test(relative)) return false;
  if (!(await isFile(join(root, relative))) || !(await staysInside(root, relative))) return false;
  const sent = await send(ctx, relative, {
    root,
    hidden: false,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', cacheControlFor(path));
      for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
    },
  });
  return sent !== undefined;
}
