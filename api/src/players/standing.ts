/** What the loop needs to know about a player: public info, elo per format and class, bans, live pugs. */
import { activeBan, banRefusal, blazingKeys, isCaptainRestricted, leagueDivisionOf, LIVE_PHASES, type SteamId, type User } from '@pug/domain';
import type { Collections, PugDoc, UserDoc } from '../db/index.ts';
import { notFound } from '../framework/errors.ts';

export async function loadUser(collections: Collections, steamid: SteamId): Promise<UserDoc> {
  const doc = await collections.users.findOne({ _id: steamid });
  if (!doc) throw notFound('That player has not signed in here');
  return doc;
}

/** The public `User` of docs/product.md "Entities" (playerQueued's userInfo), with where the name blazes (domain `blazingKeys`) and the league division. */
export function userInfoOf(
  doc: Pick<UserDoc, 'steamid' | 'alias' | 'avatar' | 'discordid' | 'isDummy' | 'rankings'> & { playerHistory?: UserDoc['playerHistory'] },
): User {
  const blazing = blazingKeys(doc.rankings);
  const division = leagueDivisionOf(doc.playerHistory?.data);
  return {
    steamid: doc.steamid,
    alias: doc.alias,
    ...(doc.avatar ? { avatar: doc.avatar } : {}),
    ...(doc.discordid ? { discordid: doc.discordid } : {}),
    ...(doc.isDummy ? { isDummy: true } : {}),
    ...(blazing.length > 0 ? { blazing } : {}),
    ...(division ? { division } : {}),
  };
}

export interface Standing {
  captainRestricted: boolean;
}

/** Throws 403 with the reason when the player is banned; tells whether a captain restriction is in force. */
export async function assertNotBanned(collections: Collections, steamid: SteamId, now: number): Promise<Standing> {
  const history = await collections.discipline.find({ userId: steamid }).toArray();
  const refusal = banRefusal(history, now);
  if (refusal) throw refusal;
  return { captainRestricted: isCaptainRestricted(history, now) };
}

export async function isBanned(collections: Collections, steamid: SteamId, now: number): Promise<boolean> {
  const history = await collections.discipline.find({ userId: steamid }).toArray();
  return activeBan(history, now) !== undefined;
}

/** The live pug (Pregame or Playing) the player is seated in, if any. */
export function livePugOf(collections: Collections, steamid: SteamId, except?: string): Promise<PugDoc | null> {
  if (!/^\d+$/.test(steamid)) return Promise.resolve(null);
  return collections.pugs.findOne({
    phase: { $in: [...LIVE_PHASES] },
    $or: [{ [`teams.blu.${steamid}`]: { $exists: true } }, { [`teams.red.${steamid}`]: { $exists: true } }],
    ...(except ? { _id: { $ne: except } } : {}),
  });
}
