/**
 * GET /api/hallOfFame?format= — the format's top 10 by pugs played, medic pugs and longest win
 * streak: each list walked on its partial index (db/indexes.ts `hall_<format>_<list>`, as the
 * ladder's), equal counts sharing a rank, listed by Steam ID. Admin dummies are never listed (as on
 * the ladder); the development seed's demo players are.
 */
import {
  HALL_OF_FAME_BOARDS,
  HALL_OF_FAME_SIZE,
  hallOfFameQuerySchema,
  sharedRanks,
  type HallOfFameBoard,
  type HallOfFameResponse,
  type HallOfFameRow,
} from '@pug/domain';
import type { Middleware } from 'koa';
import type { Collections, PlayerRecordDoc } from '../db/index.ts';
import { parseWith } from '../framework/validate.ts';

/** Read past the top 10 by this many, so leaving dummies out still leaves 10. */
const DUMMY_MARGIN = 20;

export function getHallOfFame(collections: Collections): Middleware {
  return async (ctx) => {
    const { format } = parseWith(hallOfFameQuerySchema, ctx.query, 'query');
    const top = (board: HallOfFameBoard) => {
      const field = `${format}.${board}`;
      return collections.playerRecords
        .find({ [field]: { $gt: 0 } }, { sort: { [field]: -1, _id: 1 }, limit: HALL_OF_FAME_SIZE + DUMMY_MARGIN, projection: { [field]: 1 } })
        .toArray();
    };
    const [pugs, medicPugs, bestStreak] = await Promise.all(HALL_OF_FAME_BOARDS.map(top));
    const ids = [...new Set([...pugs!, ...medicPugs!, ...bestStreak!].map((r) => r._id))];
    const users = new Map(
      (await collections.users.find({ _id: { $in: ids } }, { projection: { _id: 1, alias: 1, avatar: 1, discordid: 1, isDummy: 1, isDemo: 1 } }).toArray()).map(
        (u) => [u._id, u],
      ),
    );
    const rows = (records: PlayerRecordDoc[], board: HallOfFameBoard): HallOfFameRow[] => {
      const listed = records
        .filter((r) => {
          const user = users.get(r._id);
          return user && (!user.isDummy || user.isDemo);
        })
        .slice(0, HALL_OF_FAME_SIZE);
      const values = listed.map((r) => r[format]?.[board] ?? 0);
      const ranks = sharedRanks(values);
      return listed.map((r, i) => {
        const user = users.get(r._id)!;
        return {
          rank: ranks[i]!,
          steamid: r._id,
          alias: user.alias,
          ...(user.avatar ? { avatar: user.avatar } : {}),
          ...(user.discordid ? { discordid: user.discordid } : {}),
          value: values[i]!,
        };
      });
    };
    const body: HallOfFameResponse = {
      format,
      mostPugs: rows(pugs!, 'pugs'),
      mostMedicPugs: rows(medicPugs!, 'medicPugs'),
      longestWinStreak: rows(bestStreak!, 'bestStreak'),
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };
}
