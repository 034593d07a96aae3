/**
 * Records one admin action in the audit log (domain/moderation/audit.ts). Every admin route and
 * socket command calls this after its change took effect; the Audit page reads the collection.
 * The actor is recorded the same way from both: a socket's session carries no alias, so it is
 * read from the stored user when the caller has none.
 */
import { randomUUID } from 'node:crypto';
import { type AuditEntry, pugLabel } from '@pug/domain';
import type { Collections } from '../db/index.ts';

export interface AdminActor {
  steamid: string;
  alias?: string;
}

/** An audit target naming a pug as players do: "#1234 · sixes on cp_process_final" (its id when it has no number yet). */
export function pugTarget(pug: { _id: string; number?: number; queueName: string; map: string }): NonNullable<AuditEntry['target']> {
  return { kind: 'pug', id: pug._id, label: `${pugLabel(pug)} · ${pug.queueName} on ${pug.map}` };
}

export async function recordAdminAction(
  deps: { collections: Collections; now: () => number },
  actor: AdminActor,
  entry: Pick<AuditEntry, 'action' | 'target' | 'reason' | 'details'>,
): Promise<AuditEntry> {
  const alias = actor.alias ?? (await deps.collections.users.findOne({ _id: actor.steamid }, { projection: { alias: 1 } }))?.alias;
  const doc: AuditEntry = {
    _id: randomUUID(),
    at: deps.now(),
    actor: actor.steamid,
    ...(alias ? { actorAlias: alias } : {}),
    action: entry.action,
    ...(entry.target ? { target: entry.target } : {}),
    ...(entry.reason ? { reason: entry.reason } : {}),
    ...(entry.details ? { details: entry.details } : {}),
  };
  await deps.collections.auditLog.insertOne(doc);
  return doc;
}
