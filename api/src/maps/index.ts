import type { Router } from '@koa/router';
import type { Collections } from '../db/index.ts';
import { getMaps } from './getMaps.ts';

/** Map routes. Adding and deleting maps are admin routes of the admin issue. */
export function mapRoutes(router: Router, deps: { collections: Collections }): void {
  router.get('/api/maps/', getMaps(deps.collections.maps));
}
