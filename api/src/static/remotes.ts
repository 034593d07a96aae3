import type { Router } from '@koa/router';
import type { RemotesManifest } from './remote-names.ts';

/** GET /remotes.json: remote name -> URL of its mf-manifest.json, read by the host at run time. */
export function remotesRoutes(router: Router, deps: { remotes: RemotesManifest }): void {
  router.get('/remotes.json', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.body = deps.remotes;
  });
}
