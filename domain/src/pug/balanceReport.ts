/**
 * The balance report of a finished pug (docs/product.md "Rules"): the predicted odds
 * against the result, the score margin, how long it lasted, and whether it was a blowout by its
 * map's kind: 5CP (and every other rounds map: ctf) by a margin of 5 or more, KOTH 3, stopwatch
 * (payload and attack/defend) 2. A stopwatch pug's score counts games won, each of two halves
 * (api/src/servers/logs/match-tracker.ts), so "decided by a full half" is read as a margin of whole games
 * (docs/decisions.md "Predicted odds and the balance report"). The margins are settings (api config.ts).
 */
import type { BalanceMapKind, BalanceReport, Pug, Timestamp } from '../entities.ts';
import { winnerFromScore } from '../elo/elo.ts';
import { isStopwatchMap } from '../formats/mapConfig.ts';

/** The score margin from which a pug on each kind of map is a blowout. */
export type BlowoutMargins = Record<BalanceMapKind, number>;

export const DEFAULT_BLOWOUT_MARGINS: BlowoutMargins = { '5cp': 5, koth: 3, stopwatch: 2 };

export const MAP_KIND_LABELS: Record<BalanceMapKind, string> = { '5cp': '5CP', koth: 'KOTH', stopwatch: 'stopwatch' };

/** How a map's score is counted: stopwatch (pl_, attack/defend), KOTH (koth_), else rounds as on 5CP. */
export function balanceMapKind(map: string): BalanceMapKind {
  if (isStopwatchMap(map)) return 'stopwatch';
  return map.toLowerCase().startsWith('koth_') ? 'koth' : '5cp';
}

/** Whether a [blu, red] score on `map` is a blowout (never a draw, nor a pug without a score). */
export function isBlowout(map: string, score: readonly [number, number] | null | undefined, margins: BlowoutMargins = DEFAULT_BLOWOUT_MARGINS): boolean {
  const winner = winnerFromScore(score);
  if (!winner || winner === 'draw') return false;
  return Math.abs(score![0] - score![1]) >= margins[balanceMapKind(map)];
}

/** The report of a pug that finished with a result; null without one (called off, no score). */
export function balanceReportOf(
  pug: Pick<Pug, 'map' | 'data' | 'startAt' | 'gameStartAt' | 'endAt' | 'odds'>,
  margins: BlowoutMargins = DEFAULT_BLOWOUT_MARGINS,
): BalanceReport | null {
  const score = pug.data.score;
  const winner = winnerFromScore(score);
  if (!score || !winner) return null;
  const predictedBlu = pug.odds?.blu ?? null;
  const favourite = predictedBlu === null || predictedBlu === 0.5 ? null : predictedBlu > 0.5 ? 'blu' : 'red';
  const from: Timestamp = pug.gameStartAt ?? pug.startAt;
  return {
    predictedBlu,
    winner,
    upset: favourite !== null && winner !== 'draw' && winner !== favourite,
    score: [score[0], score[1]],
    margin: Math.abs(score[0] - score[1]),
    mapKind: balanceMapKind(pug.map),
    blowout: isBlowout(pug.map, score, margins),
    durationMs: pug.endAt ? Math.max(0, pug.endAt - from) : null,
  };
}

/** "1 h 04 min", "38 min", "under a minute". */
export function formatMatchDuration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
