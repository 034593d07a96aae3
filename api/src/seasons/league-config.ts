/**
 * The league's data (docs/architecture.md "Persistence and scale"): where its API is (LEAGUE_API_URL), how its player and
 * team pages are linked (LEAGUE_PROFILE_URL with `{steamid}`, LEAGUE_TEAM_URL with `{teamId}`),
 * how old a cached history may get before a sign-in refreshes it, and how long a call may take.
 */
import { z } from 'zod';

export interface LeagueConfig {
  /** Base URL of the league API (`{apiUrl}/v0/profile/{steamid}/teams`); unset: no calls, histories as stored (the embedded seed). */
  apiUrl: string | undefined;
  /** A player's page on the league site, `{steamid}` replaced; null: no league link. */
  profileUrl: string | null;
  /** A team's page on the league site, `{teamId}` replaced. */
  teamUrl: string;
  /** A cached history older than this is refreshed at sign-in (LEAGUE_STALE_HOURS, 24). */
  staleMs: number;
  /** A league call taking longer fails as "slow" (LEAGUE_TIMEOUT_MS, 5000). */
  timeoutMs: number;
}

const httpUrl = (what: string) =>
  z.string().refine(
    (value) => {
      try {
        const url = new URL(value.replace(/\{(steamid|teamId)\}/g, 'x'));
        return /^https?:$/.test(url.protocol) && url.hostname !== '' && !url.username && !url.password;
      } catch {
        return false;
      }
    },
    { error: `must be an http(s) URL${what}` },
  );
const withPlaceholder = (name: string) => httpUrl(` containing {${name}}`).refine((v) => v.includes(`{${name}}`), { error: `must contain {${name}}` });
const wholeNumber = (min: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: (iss) => `must be a whole number (got "${String(iss.input)}")` })
    .transform(Number)
    .pipe(z.number().min(min, { error: `must be at least ${min}` }));

export const leagueEnvSchema = z.object({
  LEAGUE_API_URL: httpUrl('')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  LEAGUE_PROFILE_URL: z.union([z.literal('none'), withPlaceholder('steamid')]).optional(),
  LEAGUE_TEAM_URL: withPlaceholder('teamId').optional(),
  LEAGUE_STALE_HOURS: wholeNumber(1).optional(),
  LEAGUE_TIMEOUT_MS: wholeNumber(100).optional(),
});

/** RGL's public pages: the league the site's sign-on and API model (docs/architecture.md "Persistence and scale"). */
const DEFAULT_PROFILE_URL = 'https://rgl.gg/Public/PlayerProfile?p={steamid}';
const DEFAULT_TEAM_URL = 'https://rgl.gg/Public/Team?t={teamId}';

export function leagueConfigOf(e: z.output<typeof leagueEnvSchema>): LeagueConfig {
  return {
    apiUrl: e.LEAGUE_API_URL,
    profileUrl: e.LEAGUE_PROFILE_URL === 'none' ? null : (e.LEAGUE_PROFILE_URL ?? DEFAULT_PROFILE_URL),
    teamUrl: e.LEAGUE_TEAM_URL ?? DEFAULT_TEAM_URL,
    staleMs: (e.LEAGUE_STALE_HOURS ?? 24) * 3600_000,
    timeoutMs: e.LEAGUE_TIMEOUT_MS ?? 5000,
  };
}

export function fillTemplate(template: string, key: 'steamid' | 'teamId', value: string): string {
  return template.replaceAll(`{${key}}`, encodeURIComponent(value));
}
