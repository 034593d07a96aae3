/**
 * A finished pug's elo: changes per format and class for the players seated at the end (a
 * subbed-out player gets none, nor does a player banned during it who was still seated), stored on the users with a history entry each. Idempotent: the
 * history entry's id is (pug, player, class), inserted before the user is touched.
 */
import {
  computeEloChanges,
  currentElo,
  DEFAULT_DIVISION_BASE,
  eloFormatOf,
  nextRoleStats,
  winnerFromScore,
  type EloChange,
  type EloPlayer,
  type TeamName,
} from '@pug/domain';
import type { Collections, PugDoc } from '../db/index.ts';
import { isDuplicateKey } from '../db/errors.ts';

export async function applyPugElo(collections: Collections, pug: PugDoc, now: number): Promise<EloChange[]> {
  const score = pug.data.score ?? null;
  if (pug.aborted || !winnerFromScore(score)) {
    await collections.pugs.updateOne({ _id: pug._id }, { $set: { eloApplied: true } });
    return [];
  }
  const key = eloFormatOf(pug.format);
  const seated = (team: TeamName) => Object.entries(pug.teams[team]).map(([steamid, seat]) => ({ steamid, seat, team }));
  const everyone = [...seated('blu'), ...seated('red')];
  const docs = new Map((await collections.users.find({ _id: { $in: everyone.map((p) => p.steamid) } }).toArray()).map((u) => [u._id, u]));
  const toPlayer = ({ steamid, seat }: (typeof everyone)[number]): EloPlayer => {
    const user = docs.get(steamid);
    return {
      steamid,
      role: seat.role,
      elo: user ? currentElo(user, pug.format, seat.role) : (seat.elo ?? DEFAULT_DIVISION_BASE),
      pugsPlayed: user?.pugCounts?.[key]?.[seat.role] ?? 0,
    };
  };
  const banned = new Set(pug.bannedPlayers ?? []);
  const changes = computeEloChanges({
    format: pug.format,
    blu: seated('blu').map(toPlayer),
    red: seated('red').map(toPlayer),
    score,
  }).filter((change) => !banned.has(change.steamid));
  const winner = winnerFromScore(score);
  const applied: EloChange[] = [];
  for (const change of changes) {
    const from = change.from[key]![change.role]!;
    const to = change.to[key]![change.role]!;
    try {
      await collections.eloHistory.insertOne({
        _id: `${pug._id}:${change.steamid}:${change.role}`,
        steamid: change.steamid,
        pugId: pug._id,
        format: key,
        role: change.role,
        from,
        to,
        delta: change.delta,
        at: now,
        reason: 'pug',
        pugsPlayed: docs.get(change.steamid)?.pugCounts?.[key]?.[change.role] ?? 0,
      });
    } catch (err) {
      if (isDuplicateKey(err)) continue; // already applied
      throw err;
    }
    const team = everyone.find((p) => p.steamid === change.steamid)!.team;
    const outcome = winner === 'draw' ? 'draw' : winner === team ? 'win' : 'loss';
    const stats = nextRoleStats(docs.get(change.steamid)?.rankings?.[key]?.[change.role], outcome, to);
    await collections.pugs.updateOne({ _id: pug._id }, { $set: { [`eloChanges.${change.steamid}`]: { role: change.role, from, to, delta: change.delta } } });
    await collections.users.updateOne(
      { _id: change.steamid },
      {
        $set: { [`elos.${key}.${change.role}`]: to, [`rankings.${key}.${change.role}`]: stats },
        $inc: { [`pugCounts.${key}.${change.role}`]: 1 },
      },
    );
    applied.push(change);
  }
  await collections.pugs.updateOne({ _id: pug._id }, { $set: { eloApplied: true } });
  return applied;
}
