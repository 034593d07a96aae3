/**
 * One PugService per running app, found from any feature's context (keyed by the app's Socket.IO
 * server, which every feature of one app shares), so the lobby, the pug routes and the game
 * servers all talk to the same live pugs whichever feature asks first.
 */
import type { FeatureContext } from '../framework/feature.ts';
import { PugService } from './pug-service.ts';
import { pugResultsOf, type PugResults } from './results.ts';

const services = new WeakMap<object, PugService>();

export function pugServiceFor(ctx: FeatureContext): PugService {
  let service = services.get(ctx.io);
  if (!service) {
    service = new PugService(ctx);
    services.set(ctx.io, service);
  }
  return service;
}

/** The pug result feed of this app (see results.ts). */
export function pugResultsFor(ctx: FeatureContext): PugResults {
  const service = pugServiceFor(ctx);
  return pugResultsOf(service, async (pugId, serverId) => {
    await service.get(pugId);
    await ctx.collections.pugs.updateOne({ _id: pugId }, { $set: { serverId } });
  });
}
