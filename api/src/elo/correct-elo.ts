/**
 * A completed pug's result replaced (an admin took logs.tf's score, pugs/postUseLogsTfScore.ts):
 * each player's elo change from it is computed again, exactly as apply-elo.ts did (the elo they
 * had before the pug, the pugs they had played before it, the same domain rule), with the new
 * score, and the difference is applied: to the exact new value when the player's elo has not moved
 * since the pug, else added to what it is now. Wins and losses move with the outcome. Idempotent:
 * each player's correction is a history entry with the id (pug, player, class, `correction`),
 * inserted before the user is touched, so a repeat changes nothing.
 */
import { computeEloChanges, divisionFromElo, eloFormatOf, winnerFromScore, type EloChange, type EloPlayer, type TeamName } from '@pug/domain';
import type { Collections, EloHistoryDoc, PugDoc } from '../db/index.ts';
import { isDuplicateKey } from '../db/errors.ts';

type Outcome = 'win' | 'loss' | 'draw';
const outcomeOf = (team: TeamName, score: readonly [number, number]): Outcome => {
  const winner = winnerFromScore(score);
  return winner === 'draw' ? 'draw' : winner === team ? 'win' : 'loss';
};

/** The players' elo changes of `pug` (its new score stored) against the ones its `before` score gave; returns the corrections made. */
export async function correctPugElo(collections: Collections, pug: PugDoc, before: [number, number], now: number): Promise<EloChange[]> {
  const after = pug.data.score;
  if (!after || pug.aborted) return [];
  const key = eloFormatOf(pug.format);
  const applied = await collections.eloHistory.find({ pugId: pug._id, reason: 'pug' }).toArray();
  if (applied.length === 0) return [];
  const teamOf = (steamid: string): TeamName | null => (Object.hasOwn(pug.teams.blu, steamid) ? 'blu' : Object.hasOwn(pug.teams.red, steamid) ? 'red' : null);
  const pugsPlayedOf = async (entry: EloHistoryDoc) =>
    entry.pugsPlayed ??
    // Entries stored before `pugsPlayed`: the player's count now, less this pug and the ones after it.
    Math.max(
      0,
      ((await collections.users.findOne({ _id: entry.steamid }, { projection: { pugCounts: 1 } }))?.pugCounts?.[key]?.[entry.role] ?? 1) -
        1 -
        (await collections.eloHistory.countDocuments({ steamid: entry.steamid, format: key, role: entry.role, reason: 'pug', at: { $gt: entry.at } })),
    );
  const players: Record<TeamName, EloPlayer[]> = { blu: [], red: [] };
  for (const entry of applied) {
    const team = teamOf(entry.steamid);
    if (team) players[team].push({ steamid: entry.steamid, role: entry.role, elo: entry.from, pugsPlayed: await pugsPlayedOf(entry) });
  }
  if (players.blu.length === 0 || players.red.length === 0) return [];
  const recomputed = computeEloChanges({ format: pug.format, blu: players.blu, red: players.red, score: after });
  const corrections: EloChange[] = [];
  for (const change of recomputed) {
    const old = applied.find((e) => e.steamid === change.steamid && e.role === change.role)!;
    const team = teamOf(change.steamid)!;
    const newTo = old.from + change.delta;
    const adjustment = change.delta - old.delta;
    const path = `elos.${key}.${change.role}`;
    const user = await collections.users.findOne({ _id: change.steamid }, { projection: { elos: 1 } });
    const current = user?.elos?.[key]?.[change.role] ?? old.to;
    // Untouched since the pug: exactly the value the new score gives; else moved by the difference.
    const corrected = current === old.to ? newTo : current + adjustment;
    try {
      await collections.eloHistory.insertOne({
        _id: `${pug._id}:${change.steamid}:${change.role}:correction`,
        steamid: change.steamid,
        pugId: pug._id,
        format: key,
        role: change.role,
        from: current,
        to: corrected,
        delta: corrected - current,
        at: now,
        reason: 'correction',
      });
    } catch (err) {
      if (isDuplicateKey(err)) continue; // already corrected
      throw err;
    }
    const was = outcomeOf(team, before);
    const is = outcomeOf(team, after);
    const counts: Record<string, number> = {};
    if (was !== is) {
      if (was !== 'draw') counts[`rankings.${key}.${change.role}.${was === 'win' ? 'w' : 'l'}`] = -1;
      if (is !== 'draw') counts[`rankings.${key}.${change.role}.${is === 'win' ? 'w' : 'l'}`] = 1;
    }
    await collections.users.updateOne(
      { _id: change.steamid },
      {
        $set: { [path]: corrected, [`rankings.${key}.${change.role}.division`]: divisionFromElo(corrected) },
        ...(Object.keys(counts).length ? { $inc: counts } : {}),
      },
    );
    await collections.pugs.updateOne(
      { _id: pug._id },
      { $set: { [`eloChanges.${change.steamid}`]: { role: change.role, from: old.from, to: newTo, delta: change.delta } } },
    );
    corrections.push({
      steamid: change.steamid,
      format: key,
      role: change.role,
      delta: corrected - current,
      from: { [key]: { [change.role]: current } },
      to: { [key]: { [change.role]: corrected } },
    });
  }
  return corrections;
}
