/**
 * The self user (docs/product.md "Entities") assembled from the user, their custom seasons, discipline and
 * notifications, and `pushUserUpdate`: the same to the user's open pages after their document changed.
 */
import { currentSeasonOf, medicStandingOf, type Discipline, type Notification, type SelfResponse, type SelfUser } from '@pug/domain';
import type { Collections, DisciplineDoc, NotificationDoc, UserDoc } from '../db/index.ts';
import { isAdminNow } from '../auth/session-user.ts';
import type { Realtime } from '../framework/sockets.ts';
import { listNotifications } from '../notifications/list-notifications.ts';

/** A discipline entry as its player sees it (the admin view adds who issued it and when the appeal came). */
export function toDiscipline(doc: DisciplineDoc): Discipline {
  return {
    _id: doc._id,
    userId: doc.userId,
    isBan: doc.isBan,
    date: doc.date,
    expires: doc.expires ?? null,
    reason: doc.reason,
    isCaptainRestrict: doc.isCaptainRestrict,
    appeal: doc.appeal ?? null,
    appealAccepted: doc.appealAccepted,
    ...(doc.appealRejected ? { appealRejected: true } : {}),
  };
}

function toNotification(doc: NotificationDoc): Notification {
  return { _id: doc._id, msg: doc.msg, variant: doc.variant, url: doc.url, timestamp: doc.timestamp };
}

/** The self user of `steamid`, or null when no such user; `isAdmin` is the effective flag. */
async function loadSelfUser(collections: Collections, steamid: string, isAdmin: boolean): Promise<SelfUser | null> {
  const [user, customSeasons, discipline] = await Promise.all([
    collections.users.findOne({ _id: steamid }),
    collections.customSeasons.find({ steamid }).sort({ startedAt: -1 }).toArray(),
    collections.discipline.find({ userId: steamid }).sort({ date: -1 }).toArray(),
  ]);
  if (!user) return null;
  return toSelfUser(user, isAdmin, customSeasons, discipline.map(toDiscipline));
}

function toSelfUser(user: UserDoc, isAdmin: boolean, customSeasons: SelfUser['customSeasons'], disciplineHistory: Discipline[]): SelfUser {
  const self: SelfUser = {
    steamid: user.steamid,
    alias: user.alias,
    avatar: user.avatar,
    discordid: user.discordid,
    isDummy: user.isDummy,
    isDiscordVerified: user.isDiscordVerified,
    isAdmin,
    isDonor: user.isDonor,
    completeTutorial: user.completeTutorial,
    playerHistory: user.playerHistory,
    customSeasons,
    missingRoles: user.missingRoles,
    preferences: user.preferences,
    disciplineHistory,
    hat: user.hat ?? null,
    elos: user.elos,
    baseElos: user.baseElos,
    rankings: user.rankings,
    currentSeason: currentSeasonOf(user.playerHistory?.data ?? [], Date.now()),
    // The last strike's cooldown, ended or not (a `userUpdate` merges over the page's copy): while it
    // runs the lobby hides Add with the api's refusal (domain lobbyClarity.ts addOption).
    cooldown: user.reliability?.cooldown,
    medic: medicStandingOf(user.medicCredit),
  };
  // Drop absent optionals so the JSON carries only what exists.
  for (const key of Object.keys(self) as (keyof SelfUser)[]) if (self[key] === undefined) delete self[key];
  return self;
}

/** GET /api/self/'s answer: the self user with their undismissed notifications. */
export async function loadSelfResponse(collections: Collections, steamid: string, isAdmin: boolean): Promise<SelfResponse | null> {
  // Every read at once: the page waits for one round trip of the store, not four in a row.
  const [self, notifications] = await Promise.all([loadSelfUser(collections, steamid, isAdmin), listNotifications(collections, steamid)]);
  if (!self) return null;
  return { ...self, notifications: notifications.map(toNotification) };
}

/**
 * `userUpdate` to the user's own sockets (room `user:<steamid>`) after their document changed:
 * the self user without notifications, which the client merges by steamid.
 */
export async function pushUserUpdate(
  deps: { collections: Collections; realtime: Realtime; adminSteamids: readonly string[]; now: () => number },
  steamid: string,
): Promise<void> {
  const stored = await deps.collections.users.findOne({ _id: steamid }, { projection: { steamid: 1, isAdmin: 1 } });
  if (!stored) return;
  const isAdmin = await isAdminNow(deps, stored);
  const self = await loadSelfUser(deps.collections, steamid, isAdmin);
  if (self) deps.realtime.toUser(steamid).emit('userUpdate', { ...self });
}
