import { createReadStream, type Stats } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { basename, extname, join, sep } from 'node:path';
import type { Context } from 'koa';

/** Names a build emits under a fixed name that must always be revalidated. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'remotes.json']);
/** A content hash in a file name: `main.3f9a1c2b.js`, `chunk-3f9a1c2b7d.css`. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/**
 * Text assets the build precompresses (scripts/precompress.mjs writes `.br` and `.gz` beside
 * them); audio, images and fonts are compressed already and are sent as they are.
 */
const COMPRESSIBLE = /\.(js|mjs|cjs|css|html|json|svg|txt|xml|webmanifest|wasm)$/i;
/** Precompressed siblings, best first, with the file suffix the build gives them. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export const LONG_CACHE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

export function cacheControlFor(file: string): string {
  const name = basename(file);
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return HASHED.test(name) ? LONG_CACHE : NO_CACHE;
}

async function fileStats(path: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
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
/** Dotfiles (`.env`, `.git/…`) are never served, at any depth. */
const HIDDEN = /(^|\/)\./;

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
 * The precompressed sibling to send for `relative`, if the browser accepts its encoding and the
 * sibling is at least as new as the file (a remote redeployed by copying files over an old
 * build must not be answered with the old build's compressed bytes).
 */
async function pickEncoding(ctx: Context, root: string, relative: string, original: Stats) {
  // One at a time, in the server's order: browsers list `gzip, deflate, br` with equal weight,
  // and a tie would otherwise go to the first one listed.
  const encoding = ENCODINGS.find((e) => ctx.acceptsEncodings(e.name, 'identity') === e.name);
  if (!encoding) return undefined;
  const stats = await fileStats(join(root, relative + encoding.suffix));
  if (!stats || stats.mtimeMs < original.mtimeMs || !(await staysInside(root, relative + encoding.suffix))) return undefined;
  return { encoding: encoding.name, path: join(root, relative + encoding.suffix), stats };
}

/**
 * Sends `relative` (already checked by safeRelativePath) from `root` with cache headers;
 * returns false when there is no such regular file, when a symlink leads out of `root`, for a
 * dotfile, or for a source map. Text assets are sent precompressed (brotli, else gzip) when the
 * browser accepts it and the build wrote the sibling, always with `Vary: Accept-Encoding`; the
 * answer is 304 when the browser's copy is current (Last-Modified / ETag of the file itself).
 */
export async function sendFile(ctx: Context, root: string, relative: string, extraHeaders: Record<string, string> = {}): Promise<boolean> {
  if (relative === '' || SOURCE_MAP.test(relative) || HIDDEN.test(relative)) return false;
  const original = await fileStats(join(root, relative));
  if (!original || !(await staysInside(root, relative))) return false;

  const compressible = COMPRESSIBLE.test(relative);
  const chosen = compressible ? await pickEncoding(ctx, root, relative, original) : undefined;

  ctx.status = 200;
  ctx.type = extname(relative);
  ctx.set('Cache-Control', cacheControlFor(relative));
  ctx.set('Last-Modified', original.mtime.toUTCString());
  ctx.set('ETag', `W/"${original.size.toString(16)}-${Math.floor(original.mtimeMs).toString(16)}"`);
  if (compressible) ctx.vary('Accept-Encoding');
  for (const [name, value] of Object.entries(extraHeaders)) ctx.set(name, value);
  if (ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  if (chosen) ctx.set('Content-Encoding', chosen.encoding);
  ctx.body = createReadStream(chosen?.path ?? join(root, relative));
  // After the body: Koa drops Content-Length for a stream body, the file's size is known.
  ctx.length = (chosen?.stats ?? original).size;
  return true;
}
