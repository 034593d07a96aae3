import type { Middleware } from 'koa';
import { unauthorized } from '../framework/errors.ts';

/**
 * GET /api/self/: the signed-in user with their notifications. Sign-in arrives with the sign-in
 * issue; until a session can exist, every caller is signed out and gets the spec's 401.
 */
export function getSelf(): Middleware {
  return async () => {
    throw unauthorized('Not signed in');
  };
}
