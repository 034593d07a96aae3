/**
 * HTTP routes: the public server list and server admin (paths, bodies and auth from the domain
 * route table), and GET /api/pugCreds/{id}: how a pug's seated players join its server.
 */
import { randomUUID } from 'node:crypto';
import type { ParameterizedContext } from 'koa';
import type { ServerInfoVisibility } from '@pug/domain';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { sessionUser } from '../auth/guards.ts';
import type { Collections } from '../db/index.ts';
import type { ServerDoc } from '../db/documents.ts';
import { conflict, notFound } from '../framework/errors.ts';
import type { Mount } from '../framework/mount.ts';
import type { GameServers } from './game-servers.ts';
import { getPugCreds, type VoiceLinkOf } from './getPugCreds.ts';
import { postEndServerReservation } from './postEndServerReservation.ts';
import { postPugRcon } from './postPugRcon.ts';
import { postReassignPugServer } from './postReassignPugServer.ts';
import { postReinitializePugServer } from './postReinitializePugServer.ts';
import { refreshStatus, type StatusDeps } from './status.ts';
import { serversForViewer } from './server-info.ts';
import { adminServer } from './views.ts';

export interface ServerRouteDeps {
  collections: Collections;
  service: GameServers;
  status: StatusDeps;
  now: () => number;
  voiceLink?: VoiceLinkOf | undefined;
  /** A seated player not on the server this long after it was ready gets a sub (GET /api/pugCreds' `joinBy`). */
  joinDeadlineMs: number;
  /** Who sees a server's address and SourceTV in GET /api/serverList (server-info.ts). */
  serverInfo: ServerInfoVisibility;
}

const SORT = { region: 1, priority: -1, name: 1 } as const;

export function serverRoutes(mount: Mount, deps: ServerRouteDeps): void {
  const { collections } = deps;
  const audit = (
    ctx: ParameterizedContext,
    action: 'addServer' | 'editServer' | 'removeServer' | 'queryServer',
    doc: ServerDoc,
    details?: Record<string, string | number | boolean | null>,
  ) =>
    recordAdminAction(deps, sessionUser(ctx), {
      action,
      target: { kind: 'server', id: doc._id, label: doc.name ? `${doc.name} (${doc.ipport})` : doc.ipport },
      ...(details ? { details } : {}),
    });
  const load = async (id: string): Promise<ServerDoc> => {
    const doc = await collections.servers.findOne({ _id: id });
    if (!doc) throw notFound('No such server');
    return doc;
  };

  mount('pugCreds', getPugCreds(deps.service, deps));

  const control = { collections, service: deps.service, logBook: deps.status.logBook, now: deps.now };
  mount('reinitializePugServer', postReinitializePugServer(control));
  mount('reassignPugServer', postReassignPugServer(control));
  mount('pugRcon', postPugRcon(control));

  mount('serverList', async (ctx) => {
    const docs = await collections.servers.find({ enabled: true }).sort(SORT).toArray();
    const user = ctx.state.user;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await serversForViewer(collections, docs, deps.serverInfo, user ? { steamid: user.steamid, isAdmin: user.isAdmin } : null);
  });

  // What the pug's page shows of its server's set-up (setup-steps.ts): public, as the pug's page is; server names only.
  mount('pugServerSetup', async (ctx) => {
    const pugId = String(ctx.params.id);
    if (!(await collections.pugs.findOne({ _id: pugId }, { projection: { _id: 1 } }))) throw notFound('That pug does not exist');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deps.service.setupSteps.get(pugId);
  });

  mount('servers', async (ctx) => {
    const docs = await collections.servers.find({}).sort(SORT).toArray();
    const pugIds = docs.flatMap((d) => (d.pugId ? [d.pugId] : []));
    const hosted = pugIds.length ? await collections.pugs.find({ _id: { $in: pugIds } }, { projection: { number: 1 } }).toArray() : [];
    const numbers = new Map(hosted.map((p) => [p._id, p.number ?? null]));
    ctx.body = docs.map((d) => adminServer(d, d.pugId ? (numbers.get(d.pugId) ?? null) : null));
  });

  mount('addServer', async (ctx, body) => {
    if (await collections.servers.findOne({ ipport: body.ipport })) throw conflict(`A server at ${body.ipport} is already registered`);
    const doc: ServerDoc = { _id: randomUUID(), ...body, query: null, logs: [], isDisrupt: false, disruptReason: null, pugId: null, createdAt: deps.now() };
    try {
      await collections.servers.insertOne(doc);
    } catch (err) {
      if ((err as { code?: number }).code === 11000) throw conflict(`A server at ${body.ipport} is already registered`);
      throw err;
    }
    await deps.status.logBook.append(doc, 'status', `Added by ${sessionUser(ctx).alias}`);
    await audit(ctx, 'addServer', doc, { region: doc.region ?? null, enabled: doc.enabled ?? true });
    const checked = await refreshStatus(deps.status, doc);
    ctx.status = 201;
    ctx.body = adminServer(checked ?? doc);
  });

  mount('editServer', async (ctx, body) => {
    const doc = await load(ctx.params.id!);
    if (doc.reservation) throw conflict('A server reserved on serveme.tf is not edited: it comes and goes with its pug', 'RESERVED_SERVER');
    if (doc.pugId && (body.ipport !== undefined || body.rconPassword !== undefined)) {
      throw conflict('The server hosts a pug: change its address or RCON password after the pug');
    }
    if (body.ipport && body.ipport !== doc.ipport && (await collections.servers.findOne({ ipport: body.ipport }))) {
      throw conflict(`A server at ${body.ipport} is already registered`);
    }
    const updated = await collections.servers.findOneAndUpdate({ _id: doc._id }, { $set: body }, { returnDocument: 'after' });
    if (!updated) throw notFound('No such server');
    await deps.status.logBook.append(
      updated,
      'status',
      `Edited by ${sessionUser(ctx).alias}: ${
        Object.keys(body)
          .filter((k) => k !== 'rconPassword')
          .concat(body.rconPassword ? ['RCON password'] : [])
          .join(', ') || 'nothing'
      }`,
    );
    await audit(ctx, 'editServer', updated, { changed: Object.keys(body).join(', ') || 'nothing' });
    // An admin's edit is the all-clear for a configuration failure.
    const checked = await refreshStatus(deps.status, updated, { clearConfigDisruption: true });
    ctx.body = adminServer(checked ?? updated);
  });

  mount('removeServer', async (ctx) => {
    const doc = await load(ctx.params.id!);
    if (doc.reservation) throw conflict('A server reserved on serveme.tf is not removed: end its reservation', 'RESERVED_SERVER');
    const removed = await collections.servers.deleteOne({ _id: doc._id, pugId: null, reservation: null });
    if (removed.deletedCount === 0) throw conflict('The server hosts a pug: remove it after the pug');
    await audit(ctx, 'removeServer', doc);
    ctx.body = { _id: doc._id, deleted: true };
  });

  mount('endServerReservation', postEndServerReservation({ collections, service: deps.service, now: deps.now }));

  mount('queryServer', async (ctx) => {
    const doc = await load(ctx.params.id!);
    const checked = await refreshStatus(deps.status, doc, { clearConfigDisruption: true });
    await audit(ctx, 'queryServer', doc, { answers: !(checked ?? doc).isDisrupt });
    ctx.body = adminServer(checked ?? doc);
  });
}
