import { join } from 'node:path';
import type { Context, Middleware } from 'koa';
import { SOUNDS_PATH } from '@pug/domain';
import { isApiPath, notFound, serviceUnavailable } from '../framework/errors.ts';
import { SOCKET_PATH } from '../framework/sockets.ts';
import { isRemoteName } from './remote-names.ts';
import { safeRelativePath } from './safe-path.ts';
import { NO_CACHE, isDirectory, sendFile } from './serve-file.ts';

const BUILD_HINT = 'run `npm run build` first';

/**
 * Serves the built frontends from `root` (the embedded one-origin default):
 * - `/mf/<remote>/…`  <remote>/dist, with `Access-Control-Allow-Origin: *` so remotes load cross-origin;
 * - `/storybook/…`    design-system/storybook-static;
 * - `/sounds/…`       dist/sounds, the alert sounds generated at build time (audio/ogg, cached a day);
 * - everything else   host/dist, and any unknown GET that asks for text/html gets host/dist/index.html
 *   (the SPA's client-side routes).
 * Missing build output answers 503 saying to build, never a crash.
 */
export function serveStatic(opts: { root: string }): Middleware {
  const hostDist = join(opts.root, 'host', 'dist');
  const storybook = join(opts.root, 'design-system', 'storybook-static');
  const sounds = join(opts.root, 'dist', 'sounds');

  return async (ctx, next) => {
    const path = ctx.path;
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(path) || isUnder(path, SOCKET_PATH)) {
      return next() as Promise<void>;
    }
    if (isUnder(path, '/mf')) return serveRemote(ctx, opts.root, path.slice('/mf/'.length));
    if (isUnder(path, SOUNDS_PATH)) return serveSound(ctx, sounds, path.slice(SOUNDS_PATH.length + 1));
    if (path === '/storybook') return ctx.redirect('/storybook/');
    if (isUnder(path, '/storybook')) return serveStorybook(ctx, storybook, path.slice('/storybook/'.length));
    return serveHost(ctx, hostDist, path.slice(1));
  };
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

async function serveRemote(ctx: Context, root: string, rest: string): Promise<void> {
  ctx.set('Access-Control-Allow-Origin', '*');
  const slash = rest.indexOf('/');
  const name = slash === -1 ? rest : rest.slice(0, slash);
  if (!isRemoteName(name)) throw notFound(`No such remote: ${name || '(none)'}`);
  const relative = safeRelativePath(slash === -1 ? '' : rest.slice(slash + 1));
  const dist = join(root, name, 'dist');
  if (!(await isDirectory(dist))) throw serviceUnavailable(`${name} is not built: ${BUILD_HINT}`, 'NOT_BUILT');
  if (!(await sendFile(ctx, dist, relative))) throw notFound(`No such file in ${name}: ${relative || '/'}`);
}

/** A sound changes only with its recipe; a day of caching spares a request per cue played. */
const SOUND_CACHE = 'public, max-age=86400';

async function serveSound(ctx: Context, dist: string, rest: string): Promise<void> {
  const relative = safeRelativePath(rest);
  if (!relative.endsWith('.ogg')) throw notFound(`No such sound: ${ctx.path}`);
  if (!(await isDirectory(dist))) throw serviceUnavailable(`The sounds are not built: ${BUILD_HINT}`, 'NOT_BUILT');
  if (!(await sendFile(ctx, dist, relative, { 'Cache-Control': SOUND_CACHE }))) throw notFound(`No such sound: ${ctx.path}`);
}

async function serveStorybook(ctx: Context, dist: string, rest: string): Promise<void> {
  const relative = safeRelativePath(rest) || 'index.html';
  if (!(await isDirectory(dist))) throw serviceUnavailable(`Storybook is not built: ${BUILD_HINT}`, 'NOT_BUILT');
  if (!(await sendFile(ctx, dist, relative))) throw notFound(`No such Storybook file: ${relative}`);
}

async function serveHost(ctx: Context, dist: string, rest: string): Promise<void> {
  const relative = safeRelativePath(rest);
  if (relative !== '' && (await sendFile(ctx, dist, relative))) return;
  if (relative !== '' && !wantsHtml(ctx)) throw notFound(`Not found: ${ctx.path}`);
  if (!(await sendFile(ctx, dist, 'index.html'))) {
    throw serviceUnavailable(`The site is not built: ${BUILD_HINT}`, 'NOT_BUILT');
  }
  ctx.set('Cache-Control', NO_CACHE);
}

/** A page navigation: the browser asks for HTML explicitly (fetch's default `*\/*` does not count). */
function wantsHtml(ctx: Context): boolean {
  return (ctx.get('Accept') || '').includes('text/html');
}
