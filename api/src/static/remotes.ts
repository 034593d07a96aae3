import { routes } from '@pug/domain';
import type { HotGets } from '../framework/hot-gets.ts';
import type { Mount } from '../framework/mount.ts';
import type { RemotesManifest } from './remote-names.ts';

/** Fixed for the life of the process (read from the configuration at start). */
const CONSTANT: readonly unknown[] = [];

/** GET /remotes.json: remote name -> URL of its mf-manifest.json, read by the host at run time. */
export function remotesRoutes(mount: Mount, deps: { remotes: RemotesManifest }, hot: HotGets): void {
  hot.add(routes.remotes.path, () => CONSTANT, { anyViewer: () => true });
  mount('remotes', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.body = deps.remotes;
  });
}
