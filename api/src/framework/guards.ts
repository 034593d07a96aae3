import type { Middleware, ParameterizedContext } from 'koa';
import { forbidden, unauthorized } from './errors.ts';

/** Who is signed in, as the session reader (auth/session-reader.ts) puts it on `ctx.state.user` for every request. */
export interface SessionUser {
  steamid: string;
  alias: string;
  isAdmin: boolean;
}

declare module 'koa' {
  interface DefaultState {
    user?: SessionUser;
  }
}

/** Marks a route handler with the guard it runs, so a test can walk the routes and check each. */
export type Guarded = Middleware & { guard?: 'user' | 'admin' };

/** The signed-in user, or 401. */
export function sessionUser(ctx: ParameterizedContext): SessionUser {
  const user = ctx.state.user;
  if (!user) throw unauthorized('Sign in first');
  return user;
}

/** Route guard: 401 unless signed in. */
export const requireUser: Guarded = Object.assign<Middleware, { guard: 'user' }>(
  async (ctx, next) => {
    sessionUser(ctx);
    await next();
  },
  { guard: 'user' },
);

/** Route guard: 401 unless signed in, 403 unless an admin. */
export const requireAdmin: Guarded = Object.assign<Middleware, { guard: 'admin' }>(
  async (ctx, next) => {
    if (!sessionUser(ctx).isAdmin) throw forbidden('Admins only');
    await next();
  },
  { guard: 'admin' },
);
