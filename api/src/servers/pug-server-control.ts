/**
 * What the admins' game control on a live pug's server shares: the pug must be
 * in Pregame or Playing, and hold a server. The three actions are postReinitializePugServer.ts,
 * postReassignPugServer.ts and postPugRcon.ts; each runs through `GameServers.controlPug`, so one
 * pug's actions, its assignment and its password rotations never overlap.
 */
import type { ParameterizedContext } from 'koa';
import type { AuditAction } from '@pug/domain';
import { pugTarget, recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import type { Collections } from '../db/index.ts';
import type { ServerDoc } from '../db/documents.ts';
import { conflict, notFound } from '../framework/errors.ts';
import type { GameServers, PugForServer } from './game-servers.ts';
import type { ServerLogBook } from './server-log.ts';

export interface PugServerControlDeps {
  collections: Collections;
  service: GameServers;
  logBook: ServerLogBook;
  now: () => number;
}

const LIVE_PHASES: readonly string[] = ['Pregame', 'Playing'];

/** The pug, if it is live (404 unknown, 409 in any other phase). */
export async function livePug(collections: Collections, pugId: string): Promise<PugForServer> {
  const pug = await collections.pugs.findOne({ _id: pugId }, { projection: { phase: 1, queueName: 1, map: 1, format: 1, number: 1 } });
  if (!pug) throw notFound('That pug does not exist');
  if (!LIVE_PHASES.includes(pug.phase)) throw conflict(`The pug is ${pug.phase}: game control is for pugs in Pregame or Playing`, 'PUG_NOT_LIVE');
  return { _id: pug._id, queueName: pug.queueName, map: pug.map, format: pug.format, ...(pug.number ? { number: pug.number } : {}) };
}

/** The server the pug holds (the newest ready one while it moves); 409 when it has none yet. */
export async function heldServer(collections: Collections, pugId: string): Promise<ServerDoc> {
  const server = await collections.servers.findOne({ pugId }, { sort: { readyAt: -1 } });
  if (!server) throw conflict('The pug has no server yet: it waits for a free one', 'NO_PUG_SERVER');
  return server;
}

export const serverLabel = (server: ServerDoc) => (server.name ? `${server.name} (${server.ipport})` : server.ipport);

/** Records a game-control action on the pug in the audit log. */
export function auditPugServer(
  deps: PugServerControlDeps,
  ctx: ParameterizedContext,
  action: Extract<AuditAction, 'reinitializePugServer' | 'reassignPugServer' | 'pugRcon'>,
  pug: PugForServer,
  details: Record<string, string | number | boolean | null>,
) {
  return recordAdminAction(deps, sessionUser(ctx), { action, target: pugTarget(pug), details });
}
