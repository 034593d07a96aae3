/** Helpers for the moderation tests: a site with every feature, signed-in callers, a stored pug. */
import type { Database, PugDoc } from '../db/index.ts';
import type { TestServer } from '../testing/test-server.ts';

export interface Caller {
  (method: string, path: string, opts?: { cookie?: string | undefined; body?: unknown }): Promise<{ status: number; body: any }>;
}

export function caller(site: () => TestServer): Caller {
  return async (method, path, opts = {}) => {
    const response = await fetch(`${site().url}${path}`, {
      method,
      headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(opts.body !== undefined ? { body: typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

/** A finished sixes pug with these players on BLU and RED (one each is enough for the rules). */
export async function storePug(db: Database, _id: string, blu: string[], red: string[], startAt: number): Promise<PugDoc> {
  const seat = { role: 'medic' as const, needsSub: false, subVotes: [] };
  const doc: PugDoc = {
    _id,
    queueName: 'sixes',
    format: 'SIXES',
    phase: 'Complete',
    startAt,
    endAt: startAt + 1000,
    teams: { blu: Object.fromEntries(blu.map((s) => [s, seat])), red: Object.fromEntries(red.map((s) => [s, seat])) },
    subbedPlayers: [],
    shorthand: '6S',
    map: 'cp_process_final',
    data: { score: [5, 1] },
    readiedPlayers: [],
    unreadiedPlayers: [],
    undeclaredPlayers: [],
    players: [...blu, ...red],
    version: 1,
    eloApplied: true,
  };
  await db.collections.pugs.insertOne(doc);
  return doc;
}
