/** How admins see discipline entries, reports and players (domain contracts), with aliases looked up once per page. */
import { activeBan, isCaptainRestricted, isEffectiveAdmin, type AdminDiscipline, type AdminPlayerRow, type AdminReport, type SteamId } from '@pug/domain';
import type { Collections, DisciplineDoc, ReportDoc, UserDoc } from '../db/index.ts';
import { toDiscipline } from '../players/self-user.ts';

/** alias by steamid for a set of players, in one query. */
export async function aliasesOf(collections: Collections, steamids: Iterable<SteamId>): Promise<Map<SteamId, Pick<UserDoc, 'alias' | 'avatar'>>> {
  const ids = [...new Set(steamids)];
  if (ids.length === 0) return new Map();
  const docs = await collections.users.find({ _id: { $in: ids } }, { projection: { alias: 1, avatar: 1 } }).toArray();
  return new Map(docs.map((d) => [d._id, { alias: d.alias, ...(d.avatar ? { avatar: d.avatar } : {}) }]));
}

export function adminDiscipline(doc: DisciplineDoc, aliases: Map<SteamId, { alias: string }>): AdminDiscipline {
  const issuedByAlias = doc.issuedBy ? aliases.get(doc.issuedBy)?.alias : undefined;
  return {
    ...toDiscipline(doc),
    _id: doc._id,
    userId: doc.userId,
    appealAt: doc.appealAt ?? null,
    ...(doc.issuedBy ? { issuedBy: doc.issuedBy } : {}),
    ...(issuedByAlias ? { issuedByAlias } : {}),
  };
}

export function adminReport(doc: ReportDoc, aliases: Map<SteamId, { alias: string }>, pugNumber?: number): AdminReport {
  return {
    _id: doc._id,
    category: doc.category,
    pugId: doc.pugId,
    description: doc.description,
    ...(doc.logUrl ? { logUrl: doc.logUrl } : {}),
    player: doc.player,
    reporter: doc.reporter,
    createdAt: doc.createdAt,
    playerAlias: aliases.get(doc.player)?.alias ?? doc.player,
    reporterAlias: aliases.get(doc.reporter)?.alias ?? doc.reporter,
    handled: doc.handled === true,
    ...(doc.handledBy ? { handledBy: doc.handledBy } : {}),
    ...(doc.handledAt ? { handledAt: doc.handledAt } : {}),
    ...(doc.note ? { note: doc.note } : {}),
    ...(pugNumber ? { pugNumber } : {}),
  };
}

/** Reports with both aliases and the pug's number, in one alias query and one pug query. */
export async function adminReports(collections: Collections, docs: ReportDoc[]): Promise<AdminReport[]> {
  const aliases = await aliasesOf(
    collections,
    docs.flatMap((d) => [d.player, d.reporter]),
  );
  const pugIds = [...new Set(docs.map((d) => d.pugId))];
  const pugs = pugIds.length ? await collections.pugs.find({ _id: { $in: pugIds } }, { projection: { number: 1 } }).toArray() : [];
  const numbers = new Map(pugs.map((p) => [p._id, p.number]));
  return docs.map((d) => adminReport(d, aliases, numbers.get(d.pugId)));
}

export function adminPlayerRow(user: UserDoc, history: DisciplineDoc[], adminSteamids: readonly string[], now: number): AdminPlayerRow {
  return {
    steamid: user.steamid,
    alias: user.alias,
    ...(user.avatar ? { avatar: user.avatar } : {}),
    isAdmin: isEffectiveAdmin(user, adminSteamids, history, now),
    ...(user.isDummy ? { isDummy: true } : {}),
    banned: activeBan(history, now) !== undefined,
    captainRestricted: isCaptainRestricted(history, now),
  };
}
