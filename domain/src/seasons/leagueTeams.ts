/**
 * The league's answer about a player's teams (docs/architecture.md "Persistence and scale"): the public RGL API shape of
 * `GET /v0/profile/{steamid}/teams`, read leniently (unknown fields ignored) but strictly enough
 * that a malformed answer is refused instead of stored, and turned into season history items.
 */
import { z } from 'zod';
import type { SeasonHistoryItem } from '../entities.ts';
import { formatNameOfSeason } from '../formats/formats.ts';

const dateSchema = z.union([z.string().min(4).max(40), z.number()]).transform((v, ctx) => {
  const ms = typeof v === 'number' ? v : Date.parse(v);
  if (!Number.isFinite(ms)) {
    ctx.addIssue('must be a date');
    return z.NEVER;
  }
  return ms;
});
const idLike = z.union([z.number().int(), z.string().regex(/^\d{1,12}$/)]).transform((v) => Number(v));

/** One team membership as the league answers it. */
export const leagueTeamSchema = z.object({
  formatId: idLike.optional(),
  formatName: z.string().max(60).optional(),
  seasonId: idLike,
  seasonName: z.string().max(120),
  divisionName: z.string().max(60),
  teamId: idLike,
  teamName: z.string().max(120).optional(),
  startedAt: dateSchema,
  leftAt: dateSchema.nullable().optional(),
});
export const leagueTeamsSchema = z.array(leagueTeamSchema).max(500);
export type LeagueTeam = z.infer<typeof leagueTeamSchema>;

/** A season's format name: the league's `formatName`, else read from the season name ('Sixes Season 14'). */
export function leagueFormatName(team: Pick<LeagueTeam, 'formatName' | 'seasonName'>): string {
  return team.formatName || (formatNameOfSeason(team.seasonName) ?? 'Other');
}

/** A stable id for a membership, so a refresh keeps the main declared for it. */
export function leagueSeasonItemId(team: Pick<LeagueTeam, 'seasonId' | 'teamId'>): string {
  return `league-${team.seasonId}-${team.teamId}`;
}

/**
 * The league's teams as season history items, keeping the mains declared before (matched by id).
 * `teamUrl` makes the team page link from the league's site (`{teamId}` is replaced).
 */
export function leagueTeamsToHistory(
  teams: readonly LeagueTeam[],
  previous: readonly SeasonHistoryItem[],
  teamUrl: (teamId: string) => string,
): SeasonHistoryItem[] {
  const declared = new Map(previous.map((s) => [s._id, s.role]));
  return teams.map((t) => {
    const _id = leagueSeasonItemId(t);
    return {
      _id,
      seasonName: t.seasonName,
      seasonId: t.seasonId,
      divisionName: t.divisionName,
      formatName: leagueFormatName(t),
      teamUrl: teamUrl(String(t.teamId)),
      teamId: String(t.teamId),
      startedAt: t.startedAt,
      leftAt: t.leftAt ?? null,
      role: declared.get(_id) ?? '',
      approved: true,
    };
  });
}
