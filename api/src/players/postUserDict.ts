import { blazingKeys, leagueDivisionOf, type UserDictResponse } from '@pug/domain';
import type { Collections } from '../db/index.ts';
import { badRequest } from '../framework/errors.ts';
import { isPublicUserField, PUBLIC_USER_FIELDS } from './public-fields.ts';
import type { BodyHandler } from '../framework/mount.ts';

/**
 * POST /api/userDict/ {keys, users}: the named users, keyed by steamid, with only the `keys`
 * fields (all public fields when `keys` is empty). Unknown steamids are simply absent. `blazing` and
 * `division` are not stored: they are worked out from the win streaks (`rankings`) and the league's
 * seasons (`playerHistory`), which are not sent.
 */
export function postUserDict(users: Collections['users']): BodyHandler<'userDict'> {
  return async (ctx, body) => {
    const privateKeys = body.keys.filter((k) => !isPublicUserField(k));
    if (privateKeys.length > 0) throw badRequest(`Invalid body: keys: not a public user field: ${privateKeys.join(', ')}`);
    const fields = body.keys.length > 0 ? body.keys : [...PUBLIC_USER_FIELDS];
    const blazing = fields.includes('blazing');
    const division = fields.includes('division');
    const stored = fields.filter((f) => f !== 'blazing' && f !== 'division');
    const projection = Object.fromEntries([
      ['_id', 0],
      ['steamid', 1],
      ...stored.map((f): [string, number] => [f, 1]),
      ...(blazing ? [['rankings', 1] as [string, number]] : []),
      ...(division ? [['playerHistory', 1] as [string, number]] : []),
    ]);
    const docs = await users.find({ steamid: { $in: body.users } }, { projection }).toArray();
    const dict: UserDictResponse = {};
    for (const { rankings, playerHistory, ...doc } of docs) {
      const keys = blazing ? blazingKeys(rankings) : [];
      const league = division ? leagueDivisionOf(playerHistory?.data) : null;
      dict[doc.steamid] = { ...doc, ...(keys.length > 0 ? { blazing: keys } : {}), ...(league ? { division: league } : {}) };
    }
    ctx.body = dict;
  };
}
