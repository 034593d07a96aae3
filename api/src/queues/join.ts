/** Joining a queue: the checks (known player, not banned, not in a queue cooldown, not in a live pug) and one JOIN per role. */
import { cooldownRefusal, currentElo, eloFormatOf, isProvisional, queueableRoles, type Role, type SteamId } from '@pug/domain';
import { aliasFields } from '../db/alias-prefix.ts';
import type { Collections, UserDoc } from '../db/index.ts';
import { badRequest, conflict, forbidden } from '../framework/errors.ts';
import type { Lobby } from './lobby.ts';
import { assertNotBanned, livePugOf, loadUser, userInfoOf } from '../players/standing.ts';

export interface JoinDeps {
  collections: Collections;
  now: () => number;
}

/**
 * The checks of every join (a known player, not banned, not in a cooldown, not in a live pug); answers the player.
 * The three reads run at once (a join waits for one round trip to the store, not three, before its
 * step); the refusals keep this order.
 */
export async function assertMayQueue(deps: JoinDeps, steamid: SteamId): Promise<{ user: UserDoc; captainRestricted: boolean }> {
  const [user, { captainRestricted }, live] = await allInOrder([
    loadUser(deps.collections, steamid),
    assertNotBanned(deps.collections, steamid, deps.now()),
    livePugOf(deps.collections, steamid),
  ] as const);
  const cooldown = cooldownRefusal(user.reliability?.cooldown, deps.now());
  if (cooldown) throw cooldown;
  if (live) throw conflict(`You are playing a pug${live.map ? ` on ${live.map}` : ''}: finish it before queueing again`);
  return { user, captainRestricted };
}

/** Every promise settled; the first rejection in list order is thrown (so which refusal wins does not depend on timing). */
async function allInOrder<T extends readonly unknown[]>(promises: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/** Queues the player for each role they are not queued as yet. */
export async function joinRoles(deps: JoinDeps, lobby: Lobby, steamid: SteamId, roles: Role[]): Promise<void> {
  const config = lobby.context().config;
  const allowed = queueableRoles(config);
  const unknown = roles.filter((r) => !allowed.includes(r));
  if (unknown.length > 0) throw badRequest(`The ${config.name} queue has no ${unknown.join(', ')} role`);
  const { user, captainRestricted } = await assertMayQueue(deps, steamid);
  const info = userInfoOf(user);
  const medic = medicJoinFields(user, deps.now());
  for (const role of roles) {
    if (lobby.context().players[steamid]?.roles.includes(role) && roles.length > 1) continue;
    await lobby.send(
      (now) => ({
        type: 'JOIN',
        steamid,
        role,
        now,
        elo: currentElo(user, config.format, role),
        provisional: isProvisional(user.pugCounts?.[eloFormatOf(config.format)]?.[role]),
        shouldCaptain: user.shouldCaptain === true,
        captainRestricted,
        ...medic,
      }),
      { users: [info] },
    );
  }
}

/** The player's medic credit and running immunity, carried into the lobby at the add (domain players/medicCredit.ts). */
function medicJoinFields(user: UserDoc, now: number): { medicCredit?: boolean; medicImmuneUntil?: number } {
  const credit = user.medicCredit;
  return {
    ...(credit && credit.pugs > 0 ? { medicCredit: true } : {}),
    ...(credit && credit.immuneUntil > now ? { medicImmuneUntil: credit.immuneUntil } : {}),
  };
}

/** Leaves the given roles (every role when none is given). */
export async function leaveRoles(lobby: Lobby, steamid: SteamId, roles?: Role[]): Promise<void> {
  if (!roles) {
    await lobby.send((now) => ({ type: 'LEAVE', steamid, now }));
    return;
  }
  for (const role of roles) await lobby.send((now) => ({ type: 'LEAVE', steamid, role, now }));
}

/** A dummy player for demos and tests: created on first use; a real player's steamid is refused. */
export async function ensureDummy(collections: Collections, steamid: SteamId, now: number): Promise<UserDoc> {
  const existing = await collections.users.findOne({ _id: steamid });
  if (existing) {
    if (!existing.isDummy) throw forbidden('That steamid belongs to a real player, not a dummy');
    return existing;
  }
  const doc: UserDoc = {
    _id: steamid,
    steamid,
    ...aliasFields(`Dummy ${steamid.slice(-4)}`),
    isDummy: true,
    isDiscordVerified: true,
    isAdmin: false,
    isDonor: false,
    completeTutorial: true,
    playerHistory: { lastUpdated: now, data: [] },
    missingRoles: [],
    preferences: { hideTextEffects: false, voicePack: 'default' },
    elos: {},
    createdAt: now,
  };
  const { _id, ...fields } = doc;
  await collections.users.updateOne({ _id }, { $setOnInsert: fields }, { upsert: true });
  return (await collections.users.findOne({ _id: steamid }))!;
}
