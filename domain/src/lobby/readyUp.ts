/**
 * The ready-up guard, exactly as docs/product.md "Rules" states it: allowed only if the countdown has at least
 * 1 second left, the player is in neither the readied nor the unreadied list, and the player is
 * in the undeclared list. The api refuses with it; the UI disables the button with it.
 */
import type { SteamId, Timestamp } from '../entities.ts';
import { DomainError } from '../errors.ts';

export interface ReadyUpView {
  countdownInfo: { deadline: Timestamp } | null;
  readiedPlayers: readonly SteamId[];
  unreadiedPlayers: readonly SteamId[];
  undeclaredPlayers: readonly SteamId[];
}

/** Why `steamid` may not ready up (or declare unready) now, or null when allowed. */
export function readyUpRefusal(view: ReadyUpView, steamid: SteamId, now: Timestamp): DomainError | null {
  if (!view.countdownInfo || view.countdownInfo.deadline - now < 1000) {
    return new DomainError('CONFLICT', 'The ready-up countdown is over');
  }
  if (view.readiedPlayers.includes(steamid)) return new DomainError('CONFLICT', 'You are already readied');
  if (view.unreadiedPlayers.includes(steamid)) return new DomainError('CONFLICT', 'You already declared not ready');
  if (!view.undeclaredPlayers.includes(steamid)) return new DomainError('CONFLICT', 'You are not asked to ready up');
  return null;
}

export function canReadyUp(view: ReadyUpView, steamid: SteamId, now: Timestamp): boolean {
  return readyUpRefusal(view, steamid, now) === null;
}
