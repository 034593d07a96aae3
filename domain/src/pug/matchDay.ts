/**
 * A player's match-day state as the api sends it to each new socket of theirs (`matchDay`,
 * contracts/realtime.ts): what every page needs to know to load the round prompts, the "your pug is
 * starting" banner and the queued status (docs/decisions.md "Match day: every page knows").
 */
import type { MatchDayPayload, YourPickPayload } from '../contracts/realtime.ts';
import type { Pug, Queue, SteamId } from '../entities.ts';
import { queuedRolesOf, roundPromptOf } from '../lobby/roundPrompt.ts';
import { openSubSeatsFor } from './subs.ts';

const isLive = (pug: Pick<Pug, 'phase'>) => pug.phase === 'Pregame' || pug.phase === 'Playing';
const seatedIn = (pug: Pick<Pug, 'teams'>, steamid: SteamId) => Object.hasOwn(pug.teams.blu, steamid) || Object.hasOwn(pug.teams.red, steamid);

/** The live pug `steamid` is seated in, if any (a player sits in at most one). */
export function seatedLivePug<P extends Pick<Pug, 'phase' | 'teams'>>(pugs: readonly P[], steamid: SteamId | null): P | null {
  if (steamid === null) return null;
  return pugs.find((pug) => isLive(pug) && seatedIn(pug, steamid)) ?? null;
}

/**
 * `steamid`'s match-day state from the lobbies' wire states, the captains' pick offers now and the
 * live pugs. `banned`: a banned player is offered no sub seat (the api refuses them).
 */
export function matchDayOf(
  steamid: SteamId,
  lobbies: readonly Queue[],
  offers: readonly Pick<YourPickPayload, 'queueName' | 'captain'>[],
  pugs: readonly Pug[],
  banned: boolean,
): MatchDayPayload {
  const queues = lobbies.flatMap((state) => {
    const offer = offers.find((o) => o.queueName === state.name && o.captain === steamid) ?? null;
    const roles = queuedRolesOf(state, steamid);
    const prompt = roundPromptOf(state, steamid, offer);
    return roles.length > 0 || prompt !== null ? [{ queueName: state.name, roles, prompt }] : [];
  });
  const pug = seatedLivePug(pugs, steamid);
  return {
    queues,
    pug: pug
      ? { pugId: pug._id, ...(pug.number !== undefined ? { number: pug.number } : {}), phase: pug.phase, onServer: pug.onServer?.[steamid] !== undefined }
      : null,
    subSeats: openSubSeatsFor(pugs, steamid, banned).length,
  };
}

/** Whether a page should load the round prompts module for this state: anything at all under way. */
export function matchDayWanted(state: MatchDayPayload): boolean {
  return state.queues.length > 0 || state.pug !== null || state.subSeats > 0;
}
