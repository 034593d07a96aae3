/**
 * Where the header shows what the signed-in player is in ("Queued [10/12] Sixes · Medic"): the host
 * renders an element with this id in its top bar, and mf-queue's MatchDay portals its status there
 * (as BuildStamp does into the footer), so the host carries no lobby state of its own.
 */
export const MATCH_DAY_STATUS_ID = 'pug-match-day-status';
