/**
 * Every HTTP route of the api is mounted here, from the domain route table (domain/src/contracts/routes.ts):
 * a feature names the route and gives its handler, and `mount` adds what the table says about it:
 * - the method and path;
 * - the guard of its `auth` (guards.ts: public, user: 401 signed out, admin: also 403 to a player);
 * - its JSON body parsed with its schema (domain/src/contracts/routeBodies.ts), a 400 naming the field before
 *   the handler runs, which receives the typed body; a `body: 'bytes'` route's handler reads the stream;
 * - a `changesState` GET is accepted only from the site's own fetch (app-fetch-only.ts): the
 *   check runs before the features' middleware, as the first refusal such a request gets.
 */
import { Router, type RouterContext, type RouterMiddleware } from '@koa/router';
import { routeBodies, routes, type BodyRouteName, type RouteBody, type RouteName, type RouteSpec } from '@pug/domain';
import type { Middleware } from 'koa';
import { appFetchOnly } from './app-fetch-only.ts';
import { requireAdmin, requireUser } from './guards.ts';
import { parseBody } from './validate.ts';

/** The handler of a route with a JSON body: the request (for params, the session…) and the parsed body. */
export type BodyHandler<N extends BodyRouteName> = (ctx: RouterContext, body: RouteBody<N>) => unknown;
/** A route's handler: with the parsed body when the route takes one, else plain Koa middleware. */
type RouteHandler<N extends RouteName> = N extends BodyRouteName ? BodyHandler<N> : RouterMiddleware;
/** Mounts the route `name` of the domain table with its handler (see above). */
export type Mount = <N extends RouteName>(name: N, handler: RouteHandler<N>) => void;

interface Mounting {
  mount: Mount;
  /** The state-changing GETs' check (app-fetch-only.ts) for the routes mounted so far; the app runs it early. */
  appFetchOnly: Middleware;
}

const isBodyRoute = (name: RouteName): name is BodyRouteName => Object.hasOwn(routeBodies, name);

export function createMounting(router: Router, opts: { siteOrigins: readonly string[] }): Mounting {
  const changing = new Router();
  const mount: Mount = (name, handler) => {
    const spec: RouteSpec = routes[name];
    if (spec.body === 'bytes' && isBodyRoute(name)) throw new Error(`${name} takes raw bytes: it has no JSON body schema`);
    const stack: RouterMiddleware[] = [];
    if (spec.auth === 'user') stack.push(requireUser);
    if (spec.auth === 'admin') stack.push(requireAdmin);
    if (isBodyRoute(name)) {
      const schema = routeBodies[name];
      const withBody = handler as (ctx: RouterContext, body: unknown) => unknown;
      stack.push(async (ctx) => {
        await withBody(ctx, parseBody(ctx, schema));
      });
    } else {
      stack.push(handler as RouterMiddleware);
    }
    if (spec.changesState) changing.register(spec.path, [spec.method], () => {});
    router.register(spec.path, [spec.method], stack);
  };
  return { mount, appFetchOnly: appFetchOnly(opts.siteOrigins, changing) };
}
