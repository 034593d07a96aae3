import type { Router } from '@koa/router';
import type { HotGets } from '../framework/hot-gets.ts';
import type { RemotesManifest } from './remote-names.ts';

/** Fixed for the life of the process (read from the configuration at start). */
const CONSTANT: readonly unknown[] = [];

/** GET /remotes.json: remote name -> URL of its mf-manifest.json, read by the host at run time. */
export function remotesRoutes(router: Router, deps: { remotes: RemotesManifest }, hot: HotGets): void {
  hot.add('/remotes.json', () => CONSTANT, { anyViewer: () => true });
  router.get('/remotes.json', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.body = deps.remotes;
  });
}
