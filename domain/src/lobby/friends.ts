/**
 * Friends (docs/product.md "Rules"): a medic queued in a lobby may mark one queued teammate as
 * their friend; balancing then keeps the two on one team (balance.ts), a draft shows the pair to
 * the captains (nobody is picked along automatically). The friend may refuse, which removes the
 * pair; the pair also goes when either leaves the queue, or stops being queued in a role that
 * qualifies it. Pure: the lobby machine applies these rules to its context.
 */
import type { FriendPair, Queue, SteamId } from '../entities.ts';
import { DomainError } from '../errors.ts';
import { baseClassOf } from '../formats/roles.ts';
import { friendClassesOf, type Role } from '../formats/formats.ts';
import type { LobbyPlayer } from './lobbyContext.ts';

/** What the friend rules read of a lobby. */
export interface FriendsView {
  config: { format: string };
  players: Record<SteamId, Pick<LobbyPlayer, 'roles'>>;
  /** Absent in lobbies stored before friends existed. */
  friends?: FriendPair[];
  /** The pug being formed is locked (map vote, draft, launch): pairs no longer change. */
  locked?: boolean;
}

/** The pairs of a lobby (none in a lobby stored before friends existed). */
export const pairsOf = (ctx: Pick<FriendsView, 'friends'>): FriendPair[] => ctx.friends ?? [];

/** The pair a player belongs to, as medic or as friend. */
export const pairOf = (ctx: Pick<FriendsView, 'friends'>, steamid: SteamId): FriendPair | undefined =>
  pairsOf(ctx).find((p) => p.medic === steamid || p.friend === steamid);

const isMedic = (roles: readonly Role[] | undefined) => roles?.includes('medic') ?? false;

/** The player is queued in a role whose class the format lets a medic pair with. */
function canBeFriend(view: FriendsView, roles: readonly Role[] | undefined): boolean {
  const classes = friendClassesOf(view.config.format);
  return (roles ?? []).some((role) => {
    const cls = baseClassOf(role);
    return cls !== undefined && classes.includes(cls);
  });
}

function classList(format: string): string {
  const classes = [...friendClassesOf(format)];
  if (classes.length <= 1) return classes.join('');
  return `${classes.slice(0, -1).join(', ')} or ${classes.at(-1)!}`;
}

/** Why `medic` may not mark `friend` (null when they may). */
export function markFriendRefusal(view: FriendsView, medic: SteamId, friend: SteamId): DomainError | null {
  if (!isMedic(view.players[medic]?.roles)) return new DomainError('FORBIDDEN', 'Only a player queued as medic can mark a friend');
  if (friendClassesOf(view.config.format).length === 0) return new DomainError('CONFLICT', 'This queue has no friends');
  if (friend === medic) return new DomainError('BAD_REQUEST', 'You cannot mark yourself as friend');
  if (view.locked) return new DomainError('CONFLICT', 'The queue is locked: your pug is being set up');
  if (!view.players[friend]) return new DomainError('CONFLICT', 'That player is not in this queue');
  if (!canBeFriend(view, view.players[friend].roles)) return new DomainError('CONFLICT', `A medic can only pair with a ${classList(view.config.format)}`);
  const own = pairOf(view, medic);
  if (own?.medic === medic)
    return new DomainError('CONFLICT', own.friend === friend ? 'That player is already your friend' : 'You already have a friend: unmark them first');
  if (own) return new DomainError('CONFLICT', 'You are already the friend of another medic');
  if (pairOf(view, friend)) return new DomainError('CONFLICT', 'That player is already paired with a medic');
  return null;
}

/** Why `medic` may not unmark their friend (null when they may). */
export function unmarkFriendRefusal(view: FriendsView, medic: SteamId): DomainError | null {
  if (!pairsOf(view).some((p) => p.medic === medic)) return new DomainError('CONFLICT', 'You have no friend marked');
  if (view.locked) return new DomainError('CONFLICT', 'The queue is locked: your pug is being set up');
  return null;
}

/** Why `steamid` may not refuse `medic`'s pair (null when they may): only the marked friend refuses. */
export function refuseFriendRefusal(view: FriendsView, steamid: SteamId, medic: SteamId): DomainError | null {
  const pair = pairsOf(view).find((p) => p.medic === medic);
  if (!pair) return new DomainError('NOT_FOUND', 'That medic has marked no friend');
  if (pair.friend !== steamid) return new DomainError('FORBIDDEN', 'Only the marked friend can refuse');
  if (view.locked) return new DomainError('CONFLICT', 'The queue is locked: your pug is being set up');
  return null;
}

/** The pairs still valid for these players: both queued, the medic as medic, the friend in a class that qualifies. */
export function keptPairs(view: FriendsView): FriendPair[] {
  return pairsOf(view).filter((p) => isMedic(view.players[p.medic]?.roles) && canBeFriend(view, view.players[p.friend]?.roles));
}

/** The pairs after a mark (`friend` set) or an unmark (`friend` null) by `medic`. */
export function withMark(view: FriendsView, medic: SteamId, friend: SteamId | null): FriendPair[] {
  const rest = pairsOf(view).filter((p) => p.medic !== medic);
  return friend === null ? rest : [...rest, { medic, friend }];
}

/** The pairs after the friend refused `medic`'s pair. */
export function withRefusal(view: FriendsView, medic: SteamId): FriendPair[] {
  return pairsOf(view).filter((p) => p.medic !== medic);
}

/** The friend rules' view of a lobby's wire state (the page asks the same rules before it offers a menu entry). */
export function friendsViewOfWire(queue: Pick<Queue, 'format' | 'playersByRole' | 'friends' | 'phase'>): FriendsView {
  const players: Record<SteamId, { roles: Role[] }> = {};
  for (const [role, list] of Object.entries(queue.playersByRole)) {
    for (const steamid of list) (players[steamid] ??= { roles: [] }).roles.push(role as Role);
  }
  return { config: { format: queue.format }, players, friends: queue.friends ?? [], locked: queue.phase === 'Picking Map' };
}

/** A player's partner in a pair and which side of it they are on (null: not paired). */
export function partnerOf(queue: Pick<FriendsView, 'friends'>, steamid: SteamId): { partner: SteamId; as: 'medic' | 'friend' } | null {
  const pair = pairOf(queue, steamid);
  if (!pair) return null;
  return pair.medic === steamid ? { partner: pair.friend, as: 'medic' } : { partner: pair.medic, as: 'friend' };
}
