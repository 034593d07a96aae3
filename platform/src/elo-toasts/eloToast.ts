import { displayElo, formatDisplayName, formatEloDelta, roleDisplayName, type EloChange, type ToastVariant } from '@pug/domain';

/** The new elo of a change (its `to`, restricted to the format and role that changed). */
function newElo(change: EloChange): number | undefined {
  return change.to[change.format]?.[change.role];
}

/** The toast for one elo change: the signed delta with 2 decimals, the elo rounded. */
export function eloToast(change: EloChange): { title: string; description: string; variant: ToastVariant } {
  const to = newElo(change);
  const role = `${formatDisplayName(change.format)} ${roleDisplayName(change.role)}`;
  return {
    title: `${formatEloDelta(change.delta)} elo`,
    description: to === undefined ? role : `${role}: now ${displayElo(to)}`,
    variant: change.delta < 0 ? 'warning' : 'success',
  };
}
