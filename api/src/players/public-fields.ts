/**
 * The user fields anyone may read through POST /api/userDict/ (spec "User (general)" plus the
 * elo and captain flag a lobby shows, `blazing`, derived from the win streaks, and `division`, from the league's
 * seasons: domain `leagueDivisionOf`). Everything else on a
 * user document is private.
 */
export const PUBLIC_USER_FIELDS = ['steamid', 'alias', 'avatar', 'discordid', 'isDummy', 'elos', 'hat', 'shouldCaptain', 'blazing', 'division'] as const;
export type PublicUserField = (typeof PUBLIC_USER_FIELDS)[number];

export function isPublicUserField(key: string): key is PublicUserField {
  return (PUBLIC_USER_FIELDS as readonly string[]).includes(key);
}
