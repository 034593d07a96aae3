/** A stored pug as the public api shows it: what anyone sees on its page, nothing of its server. */
import { publicPugSchema, publicPugSummarySchema, type PublicPug, type PublicPugSummary } from '@pug/domain';
import type { PugDoc } from '../db/index.ts';

/** The only fields read from the store for a list (the server, its password, the snapshot stay there). */
export const PUG_SUMMARY_FIELDS = { _id: 1, number: 1, queueName: 1, format: 1, map: 1, phase: 1, startAt: 1, endAt: 1, 'data.score': 1 } as const;
export const PUG_FIELDS = { ...PUG_SUMMARY_FIELDS, teams: 1, subbedPlayers: 1, 'data.logId': 1, 'data.demoUrl': 1 } as const;

export function toPublicPugSummary(doc: PugDoc): PublicPugSummary {
  return publicPugSummarySchema.parse({
    id: doc._id,
    ...(doc.number !== undefined ? { number: doc.number } : {}),
    queueName: doc.queueName,
    format: doc.format,
    map: doc.map,
    phase: doc.phase,
    startAt: doc.startAt,
    endAt: doc.endAt ?? null,
    score: doc.data?.score ?? null,
  });
}

export function toPublicPug(doc: PugDoc): PublicPug {
  const seats = (team: 'blu' | 'red') =>
    Object.entries(doc.teams?.[team] ?? {}).map(([steamid, seat]) => ({
      steamid,
      role: seat.role,
      ...(seat.isCaptain ? { isCaptain: true } : {}),
      ...(typeof seat.eloDelta === 'number' ? { eloDelta: seat.eloDelta } : {}),
    }));
  return publicPugSchema.parse({
    ...toPublicPugSummary(doc),
    teams: { blu: seats('blu'), red: seats('red') },
    subbedOut: (doc.subbedPlayers ?? []).map((s) => ({ steamid: s.steamid, team: s.team, role: s.role })),
    logId: doc.data?.logId ?? null,
    demoUrl: doc.data?.demoUrl ?? null,
  });
}
