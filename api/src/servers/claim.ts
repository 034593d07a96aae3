/**
 * Claiming a server for a pug with one conditional update: only a server that is free, enabled
 * and healthy in the queue's region can be taken, so two pugs (in one api process or many) never
 * get the same server. Highest priority first. A server reserved on serveme.tf (`reservation`) is
 * never claimed: it belongs to the pug it was reserved for.
 */
import type { Collections } from '../db/index.ts';
import type { ServerDoc } from '../db/documents.ts';

export async function claimServer(
  collections: Collections,
  opts: { pugId: string; region: string; exclude: string[]; now: number },
): Promise<ServerDoc | null> {
  return collections.servers.findOneAndUpdate(
    { region: opts.region, enabled: true, isDisrupt: false, pugId: null, reservation: null, _id: { $nin: opts.exclude } },
    { $set: { pugId: opts.pugId, claimedAt: opts.now } },
    { sort: { priority: -1, _id: 1 }, returnDocument: 'after' },
  );
}

/** Frees the server held by `pugId` (only if that pug still holds it); `disrupt`: marked disrupted for that reason. */
export async function freeServer(collections: Collections, serverId: string, pugId: string, disrupt: false | 'config' | 'logFeed'): Promise<void> {
  await collections.servers.updateOne(
    { _id: serverId, pugId },
    {
      $set: {
        pugId: null,
        claimedAt: null,
        logSecret: null,
        password: null,
        sourceTv: null,
        match: null,
        matchLog: [],
        ...(disrupt ? { isDisrupt: true, disruptReason: disrupt } : {}),
      },
    },
  );
}
