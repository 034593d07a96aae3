import type { Router } from '@koa/router';
import { requireUser } from '../auth/guards.ts';
import type { Collections } from '../db/index.ts';
import { getSelf } from './getSelf.ts';
import { postUserDict } from './postUserDict.ts';

export function playerRoutes(router: Router, deps: { collections: Collections }): void {
  router.get('/api/self/', requireUser, getSelf(deps.collections));
  router.post('/api/userDict/', postUserDict(deps.collections.users));
}
