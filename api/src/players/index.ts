import type { Router } from '@koa/router';
import type { Collections } from '../db/index.ts';
import { getSelf } from './getSelf.ts';
import { postUserDict } from './postUserDict.ts';

export function playerRoutes(router: Router, deps: { collections: Collections }): void {
  router.get('/api/self/', getSelf());
  router.post('/api/userDict/', postUserDict(deps.collections.users));
}
