/**
 * Sub rules (docs/product.md "Rules", docs/decisions.md "Subs"): 3 votes from the target's teammates still
 * seated -> needsSub; a player asking for their own sub ("I need a sub") or an admin's force-sub
 * needs no vote; the first eligible acceptor replaces.
 */
import { SUB_VOTES_NEEDED } from '../constants.ts';
import type { Pug, PugTeamPlayer, SteamId, TeamName, Timestamp } from '../entities.ts';
import { DomainError } from '../errors.ts';
import { isInPug } from '../moderation/reports.ts';

type SubPug = Pick<Pug, 'teams' | 'subbedPlayers' | 'phase'>;

function seatOf(pug: SubPug, steamid: SteamId): { team: TeamName; seat: PugTeamPlayer } | undefined {
  for (const team of ['blu', 'red'] as const) {
    const seat = pug.teams[team][steamid];
    if (seat) return { team, seat };
  }
  return undefined;
}

const live = (pug: SubPug) => pug.phase === 'Pregame' || pug.phase === 'Playing';

export function subVoteRefusal(pug: SubPug, voter: SteamId, target: SteamId): DomainError | null {
  if (!live(pug)) return new DomainError('CONFLICT', 'This pug is not running');
  if (!isInPug(pug, voter)) return new DomainError('FORBIDDEN', 'Only players of this pug can vote for a sub');
  const found = seatOf(pug, target);
  if (!found) return new DomainError('NOT_FOUND', 'That player is not in this pug');
  if (!Object.hasOwn(pug.teams[found.team], voter)) return new DomainError('FORBIDDEN', "Only that player's teammates can vote for their sub");
  if (found.seat.needsSub) return new DomainError('CONFLICT', 'That player already needs a sub');
  if (found.seat.subVotes.includes(voter)) return new DomainError('CONFLICT', 'You already voted');
  return null;
}

/**
 * The pug after `voter` votes that `target` needs a sub: needsSub once SUB_VOTES_NEEDED of the votes
 * come from players seated on the target's team now (a voter who was subbed out since no longer
 * counts), or at once when the player asks for their own sub.
 */
export function voteSub<P extends SubPug>(pug: P, voter: SteamId, target: SteamId): P {
  const refusal = subVoteRefusal(pug, voter, target);
  if (refusal) throw refusal;
  const { team, seat } = seatOf(pug, target)!;
  const subVotes = [...seat.subVotes, voter];
  const counted = subVotes.filter((v) => Object.hasOwn(pug.teams[team], v)).length;
  const next: PugTeamPlayer = { ...seat, subVotes, needsSub: voter === target || counted >= SUB_VOTES_NEEDED };
  return { ...pug, teams: { ...pug.teams, [team]: { ...pug.teams[team], [target]: next } } };
}

/** How far a seat's sub vote has got: the votes that count (teammates seated now) of the votes needed. */
export function subVoteProgress(pug: SubPug, target: SteamId): { votes: number; needed: number; label: string } | null {
  if (!live(pug)) return null; // a finished pug's votes no longer mean anything
  const found = seatOf(pug, target);
  if (!found) return null;
  const votes = found.seat.subVotes.filter((v) => Object.hasOwn(pug.teams[found.team], v)).length;
  return { votes, needed: SUB_VOTES_NEEDED, label: `${votes} of ${SUB_VOTES_NEEDED} sub votes` };
}

/** Whether the viewer is offered the sub vote on `target` at all: a running pug, both on the same team. */
export function offersSubVote(pug: SubPug, viewer: SteamId, target: SteamId): boolean {
  if (!live(pug)) return false;
  const found = seatOf(pug, target);
  return found !== undefined && Object.hasOwn(pug.teams[found.team], viewer);
}

/** Why a ban cannot open `steamid`'s seat now, or null: the pug runs and they are seated in it. */
export function bannedSeatRefusal(pug: SubPug, steamid: SteamId): DomainError | null {
  if (!live(pug)) return new DomainError('CONFLICT', 'This pug is not running');
  return seatOf(pug, steamid) ? null : new DomainError('NOT_FOUND', 'That player is not in this pug');
}

/**
 * The pug after a seated player was banned (docs/decisions.md "A ban during a live pug"): their
 * seat needs a sub at once, no vote needed, and the first eligible player takes it (acceptSub).
 */
export function openBannedSeat<P extends SubPug>(pug: P, steamid: SteamId): P {
  const refusal = bannedSeatRefusal(pug, steamid);
  if (refusal) throw refusal;
  const { team, seat } = seatOf(pug, steamid)!;
  return { ...pug, teams: { ...pug.teams, [team]: { ...pug.teams[team], [steamid]: { ...seat, needsSub: true } } } };
}

/** Why a seat cannot be opened for a sub without a vote now (the automatic sub, an admin's force), or null: running, seated, not already open. */
export function openSeatRefusal(pug: SubPug, steamid: SteamId): DomainError | null {
  const refusal = bannedSeatRefusal(pug, steamid);
  if (refusal) return refusal;
  return seatOf(pug, steamid)!.seat.needsSub ? new DomainError('CONFLICT', 'That player already needs a sub') : null;
}

/** The pug after an admin forced a sub for `target`: their seat needs a sub at once, no vote needed. */
export function forceSub<P extends SubPug>(pug: P, target: SteamId): P {
  const refusal = openSeatRefusal(pug, target);
  if (refusal) throw refusal;
  return openBannedSeat(pug, target);
}

/** A seat that needs a sub in `after` and did not in `before` (a vote passed, a self-sub, an admin's force, a ban). */
export interface OpenedSeat {
  steamid: SteamId;
  team: TeamName;
  role: string;
}

export function seatsOpenedForSub(before: Pick<Pug, 'teams'>, after: Pick<Pug, 'teams'>): OpenedSeat[] {
  const opened: OpenedSeat[] = [];
  for (const team of ['blu', 'red'] as const) {
    for (const [steamid, seat] of Object.entries(after.teams[team])) {
      if (seat.needsSub && !before.teams[team][steamid]?.needsSub) opened.push({ steamid, team, role: seat.role });
    }
  }
  return opened;
}

/** A seat of a running pug that waits for a sub, as offered to a player who could take it. */
export interface OpenSubSeat<P> {
  pug: P;
  steamid: SteamId;
  team: TeamName;
  role: string;
}

/**
 * Who is offered a sub seat ("A sub is needed" with "Sub in"): a signed-in player who is not seated
 * in a running pug and not banned (the api refuses them anyway, acceptSubRefusal). The api tells
 * the same players (`subNeeded` to the signed in, except those seated in a running pug or banned).
 */
export function openSubSeatsFor<P extends SubPug>(pugs: readonly P[], viewer: SteamId | null, viewerBanned: boolean): OpenSubSeat<P>[] {
  const running = pugs.filter(live);
  if (viewer === null || viewerBanned || running.some((pug) => isInPug(pug, viewer))) return [];
  return running.flatMap((pug) =>
    (['blu', 'red'] as const).flatMap((team) =>
      Object.entries(pug.teams[team])
        .filter(([steamid]) => seatTakesSub(pug, steamid))
        .map(([steamid, seat]) => ({ pug, steamid, team, role: seat.role })),
    ),
  );
}

export interface SubCandidate {
  steamid: SteamId;
  /** From bans.banRefusal: a banned player cannot be subbed in. */
  isBanned: boolean;
  /** Already seated in another running pug. */
  inAnotherPug: boolean;
}

/**
 * Whether `steamid`'s seat can be subbed in this pug now: the pug still runs (not completed, ended
 * or called off) and the seat waits for a sub. "Needs sub" and "Sub in" show only then, and
 * acceptSubRefusal refuses otherwise. A seat of an ended pug keeps `needsSub` as it was, unused.
 */
export function seatTakesSub(pug: SubPug, steamid: SteamId): boolean {
  return live(pug) && seatOf(pug, steamid)?.seat.needsSub === true;
}

export function acceptSubRefusal(pug: SubPug, playerId: SteamId, candidate: SubCandidate): DomainError | null {
  if (!live(pug)) return new DomainError('CONFLICT', 'This pug is not running');
  const found = seatOf(pug, playerId);
  if (!found && pug.subbedPlayers.some((s) => s.steamid === playerId)) return new DomainError('CONFLICT', 'Another player already took that seat');
  if (!found) return new DomainError('NOT_FOUND', 'That player is not in this pug');
  if (!seatTakesSub(pug, playerId)) return new DomainError('CONFLICT', 'That seat does not need a sub (or was already taken)');
  if (candidate.isBanned) return new DomainError('FORBIDDEN', 'Banned players cannot sub in');
  if (isInPug(pug, candidate.steamid)) return new DomainError('CONFLICT', 'You are already in this pug');
  if (candidate.inAnotherPug) return new DomainError('CONFLICT', 'You are already in another pug');
  return null;
}

/** The pug after `candidate` takes `playerId`'s seat; `subbedPlayers` records it. */
export function acceptSub<P extends SubPug>(pug: P, playerId: SteamId, candidate: SubCandidate, now: Timestamp): P {
  const refusal = acceptSubRefusal(pug, playerId, candidate);
  if (refusal) throw refusal;
  const { team, seat } = seatOf(pug, playerId)!;
  const { [playerId]: _gone, ...rest } = pug.teams[team];
  const seatIn: PugTeamPlayer = { role: seat.role, needsSub: false, subVotes: [] };
  return {
    ...pug,
    teams: { ...pug.teams, [team]: { ...rest, [candidate.steamid]: seatIn } },
    subbedPlayers: [...pug.subbedPlayers, { steamid: playerId, replacedBy: candidate.steamid, team, role: seat.role, at: now }],
  };
}
