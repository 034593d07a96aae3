/**
 * A pug's predicted odds (domain elo/odds.ts, docs/product.md "Rules"): at start from the
 * seats the lobby formed (each with the elo the balancer read), after a sub from the seats as they
 * stand, a subbed-in player's seat read at their current elo in that class.
 */
import { bluWinChance, currentElo, type LobbyContext, type PugOdds, type TeamName } from '@pug/domain';
import type { Collections, PugDoc } from '../db/index.ts';

/** The odds of a launching lobby's teams; null when a team has no elo. */
export function oddsAtLaunch(teams: NonNullable<LobbyContext['teams']>): PugOdds | null {
  const chance = bluWinChance(
    teams.blu.map((s) => s.elo),
    teams.red.map((s) => s.elo),
  );
  return chance === null ? null : { blu: chance, atStart: chance };
}

/** The odds of a pug's seats as they stand (after a sub); its start's odds kept. */
export async function oddsAsSeated(collections: Collections, doc: Pick<PugDoc, 'teams' | 'format' | 'odds'>): Promise<PugOdds | null> {
  const seats = (team: TeamName) => Object.entries(doc.teams[team]);
  const unknown = [...seats('blu'), ...seats('red')].filter(([, seat]) => seat.elo === undefined).map(([steamid]) => steamid);
  const users = unknown.length ? await collections.users.find({ _id: { $in: unknown } }).toArray() : [];
  const byId = new Map(users.map((u) => [u._id, u]));
  const eloOf = ([steamid, seat]: ReturnType<typeof seats>[number]) => seat.elo ?? currentElo(byId.get(steamid) ?? {}, doc.format, seat.role);
  const chance = bluWinChance(seats('blu').map(eloOf), seats('red').map(eloOf));
  return chance === null ? null : { blu: chance, atStart: doc.odds?.atStart ?? chance };
}
