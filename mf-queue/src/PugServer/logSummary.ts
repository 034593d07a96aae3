/**
 * The match log's summary, read straight from the match-log service (logs.tf `GET /json/{id}`)
 * without credentials (docs/product.md "HTTP routes"): this is a third-party site, not the api, so the api
 * client (which sends the session cookie) is not used.
 */
import { getPublicJson, readPlatformConfig } from '@pug/platform';

export interface LogTeamSummary {
  score?: number;
  kills?: number;
  dmg?: number;
}

export interface LogSummary {
  /** Match length in seconds. */
  length?: number;
  blu?: LogTeamSummary;
  red?: LogTeamSummary;
}

const DEFAULT_LOGS_ORIGIN = 'https://logs.tf';

/** Where the match-log service lives (window.__PUG_CONFIG__.logsOrigin, default https://logs.tf). */
function logsOrigin(): string {
  // An older host's platform may not know the field yet: fall back to the default.
  return (readPlatformConfig() as { logsOrigin?: string }).logsOrigin?.replace(/\/$/, '') || DEFAULT_LOGS_ORIGIN;
}

/** The page of a log (opened in a new tab). */
export const logUrl = (logId: string) => `${logsOrigin()}/${encodeURIComponent(logId)}`;

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function team(raw: unknown): LogTeamSummary | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const t = raw as Record<string, unknown>;
  const out: LogTeamSummary = { score: num(t.score), kills: num(t.kills), dmg: num(t.dmg) };
  return Object.values(out).some((v) => v !== undefined) ? out : undefined;
}

/** Picks the summary fields out of a logs.tf JSON document (anything missing stays undefined). */
export function parseLogSummary(json: unknown): LogSummary {
  if (!json || typeof json !== 'object') throw new Error('The log is not a JSON object');
  const doc = json as { length?: unknown; teams?: { Blue?: unknown; Red?: unknown }; info?: { total_length?: unknown } };
  return { length: num(doc.length) ?? num(doc.info?.total_length), blu: team(doc.teams?.Blue), red: team(doc.teams?.Red) };
}

/** GET {logsOrigin}/json/{logId} with `credentials: 'omit'`; rejects on any failure. */
export async function fetchLogSummary(logId: string, signal?: AbortSignal): Promise<LogSummary> {
  return parseLogSummary(await getPublicJson<unknown>(`${logsOrigin()}/json/${encodeURIComponent(logId)}`, signal));
}

/** 1805 -> "30:05". */
export function formatLength(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
