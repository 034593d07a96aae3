import {
  displayElo,
  formatDisplayName,
  formatEloDelta,
  pugLabel,
  pugResultText,
  roleDisplayName,
  type EloChange,
  type Pug,
  type ToastVariant,
} from '@pug/domain';

/** The new elo of a change (its `to`, restricted to the format and role that changed). */
function newElo(change: EloChange): number | undefined {
  return change.to[change.format]?.[change.role];
}

/**
 * The toast for one elo change: the signed delta with 2 decimals, the elo rounded, and the result of
 * the pug that gave it when known ("#1234 on cp_process: BLU won 5–1").
 */
export function eloToast(change: EloChange, pug: Pug | null = null): { title: string; description: string; variant: ToastVariant } {
  const to = newElo(change);
  const role = `${formatDisplayName(change.format)} ${roleDisplayName(change.role)}`;
  const result = pug ? pugResultText(pug) : null;
  const elo = to === undefined ? role : `${role}: now ${displayElo(to)}`;
  return {
    title: `${formatEloDelta(change.delta)} elo`,
    description: pug && result ? `${pugLabel(pug)} on ${pug.map}: ${result}. ${elo}` : elo,
    variant: change.delta < 0 ? 'warning' : 'success',
  };
}
