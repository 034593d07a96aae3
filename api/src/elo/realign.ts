/**
 * The monthly elo realignment (docs/product.md "Rules"): on the 1st of each month (UTC) every elo moves
 * halfway toward the player's division base, once. The run is claimed in `meta` with a
 * conditional update, so it happens once per month even with several api processes or restarts.
 */
import { eloKeysOfSeason, monthKey, realignElos, shouldRealign, startingElo, type EloFormat, type Elos, type Role } from '@pug/domain';
import type { Collections, UserDoc } from '../db/index.ts';
import { isDuplicateKey } from '../db/errors.ts';

export const REALIGN_META_ID = 'eloRealignment';
/** How often a process checks whether this month's realignment has run. */
export const REALIGN_CHECK_MS = 60 * 60 * 1000;

/** The base a player's elo moves toward: their base elo there, else the base of their latest division in a season that sets it (domain eloKeysOfSeason). */
function divisionBaseOf(user: Pick<UserDoc, 'baseElos' | 'playerHistory'>, format: EloFormat, role: Role): number {
  const base = user.baseElos?.[format]?.[role];
  if (base !== undefined) return base;
  const seasons = (user.playerHistory?.data ?? []).filter((s) => eloKeysOfSeason(s.formatName).includes(format)).sort((a, b) => b.startedAt - a.startedAt);
  return startingElo(seasons.slice(0, 1).map((s) => s.divisionName));
}

/**
 * Claims and runs this month's realignment if it has not run; returns how many players moved
 * (null: not due). A run missed on the 1st (api down) happens at the next check that month.
 */
export async function realignIfDue(collections: Collections, now: number): Promise<number | null> {
  const month = monthKey(now);
  const meta = await collections.meta.findOne({ _id: REALIGN_META_ID });
  if (!meta) {
    // A fresh install starts counting now: its first realignment is on the next 1st.
    await collections.meta.insertOne({ _id: REALIGN_META_ID, at: now, value: { month, baseline: true } }).catch((err: unknown) => {
      if (!isDuplicateKey(err)) throw err;
    });
    return null;
  }
  if (!shouldRealign((meta?.value as { month?: string } | undefined)?.month, now)) return null;
  try {
    const claimed = await collections.meta.updateOne(
      { _id: REALIGN_META_ID, 'value.month': { $ne: month } },
      { $set: { at: now, value: { month } } },
      { upsert: true },
    );
    if (claimed.matchedCount === 0 && claimed.upsertedCount === 0) return null;
  } catch (err) {
    if (isDuplicateKey(err)) return null; // another process claimed it
    throw err;
  }
  let moved = 0;
  for await (const user of collections.users.find({ elos: { $exists: true } })) {
    const elos = realignElos(user.elos ?? {}, (format, role) => divisionBaseOf(user, format, role));
    const history = changedEntries(user.elos ?? {}, elos).map(({ format, role, from, to }) => ({
      _id: `realign:${month}:${user._id}:${format}:${role}`,
      steamid: user.steamid,
      pugId: null,
      format,
      role,
      from,
      to,
      delta: to - from,
      at: now,
      reason: 'realign' as const,
    }));
    if (history.length === 0) continue;
    await collections.eloHistory.insertMany(history, { ordered: false }).catch((err: unknown) => {
      if (!isDuplicateKey(err)) throw err;
    });
    await collections.users.updateOne({ _id: user._id }, { $set: { elos } });
    moved++;
  }
  return moved;
}

function changedEntries(before: Elos, after: Elos) {
  const out: { format: EloFormat; role: Role; from: number; to: number }[] = [];
  for (const [format, roles] of Object.entries(after) as [EloFormat, Partial<Record<Role, number>>][]) {
    for (const [role, to] of Object.entries(roles) as [Role, number][]) {
      const from = before[format]?.[role];
      if (from !== undefined && from !== to) out.push({ format, role, from, to });
    }
  }
  return out;
}
