/**
 * GET /api/profile/:id/mates?format=&limit=&q= — who the player plays with and against, per format
 * (domain players/mates.ts): their finished pugs read through the pugs' `by_player` index and
 * folded in the process; the top `limit` each side with their aliases, and with
 * `q` the players they met whose alias starts with it (or with that Steam ID). Cost: that one player's
 * pugs, not the collection's (bench/RESULTS.md "mates"); without `q`, one read of the answer kept
 * since their last pug (mates-cache.ts) when there is one.
 */
import {
  formatDisplayName,
  gamesOf,
  isSteamIdQuery,
  MATES_LOOKUP_LIMIT,
  playerMatesQuerySchema,
  steamIdParamsSchema,
  tallyMates,
  type Format,
  type FormatMates,
  type FormatTally,
  type MateLookup,
  type PlayerMatesResponse,
  type SteamId,
  type WinLoss,
} from '@pug/domain';
import type { Middleware } from 'koa';
import type { Collections } from '../db/index.ts';
import { aliasPrefixFilter } from '../db/alias-prefix.ts';
import { notFound } from '../framework/errors.ts';
import { parseParams, parseWith } from '../framework/validate.ts';
import { cachedMates, storeMates, topsOf, type CachedFormat } from './mates-cache.ts';

export function getPlayerMates(collections: Collections): Middleware {
  return async (ctx) => {
    const { id } = parseParams(ctx, steamIdParamsSchema);
    const { format, limit, q } = parseWith(playerMatesQuerySchema, ctx.query, 'query');
    const user = await collections.users.findOne({ _id: id }, { projection: { _id: 1 } });
    if (!user) throw notFound(`No player with the Steam ID ${id} has played here`);
    const fold = async (only?: Format) => {
      const pugs = collections.pugs.find(
        { players: id, phase: 'Complete', ...(only ? { format: only } : {}) },
        // The embedded store reads whole documents faster than it picks fields out of them (bench/RESULTS.md "mates").
        { projection: { snapshot: 0, matchLog: 0 } },
      );
      return [...tallyMates(await pugs.toArray(), id)].sort(([a], [b]) => formatDisplayName(a).localeCompare(formatDisplayName(b)));
    };
    // Without a lookup: the answer kept since the player's last pug, else a fold of every format, kept (mates-cache.ts).
    let tallies: [Format, FormatTally][] = [];
    let kept: CachedFormat[];
    if (q) {
      tallies = await fold(format);
      kept = topsOf(tallies);
    } else {
      // Counted before the fold: a pug ending meanwhile makes the next read fold again, never hides.
      const finished = await collections.pugs.countDocuments({ players: id, phase: 'Complete' });
      const cached = await cachedMates(collections, id, finished);
      if ('formats' in cached) kept = cached.formats;
      else {
        kept = topsOf(await fold());
        await storeMates(collections, id, cached.gen, finished, kept);
      }
    }
    const tops = kept
      .filter((t) => !format || t.format === format)
      .map((t) => ({ format: t.format, pugs: t.pugs, with: t.with.slice(0, limit), against: t.against.slice(0, limit) }));
    const met = new Set<SteamId>(tallies.flatMap(([, t]) => [...t.with.keys(), ...t.against.keys()]));
    const found = q ? await lookUp(collections, q, met) : [];
    const shown = new Set<SteamId>([...tops.flatMap((t) => [...t.with, ...t.against].map(([s]) => s)), ...found.map((u) => u._id)]);
    const aliases = new Map((await collections.users.find({ _id: { $in: [...shown] } }, { projection: { alias: 1 } }).toArray()).map((u) => [u._id, u.alias]));
    const alias = (steamid: SteamId) => aliases.get(steamid) ?? steamid;
    const row = ([steamid, record]: [SteamId, WinLoss]) => ({ steamid, alias: alias(steamid), ...record });
    const formats: FormatMates[] = tops.map((t) => ({ ...t, with: t.with.map(row), against: t.against.map(row) }));
    const lookup: MateLookup[] = found
      .map((u) => ({
        steamid: u._id,
        alias: alias(u._id),
        formats: tallies
          .map(([f, t]) => ({ format: f, with: t.with.get(u._id) ?? null, against: t.against.get(u._id) ?? null }))
          .filter((r) => r.with || r.against),
      }))
      .sort((a, b) => played(b) - played(a) || a.alias.localeCompare(b.alias))
      .slice(0, MATES_LOOKUP_LIMIT);
    const body: PlayerMatesResponse = { formats, lookup };
    ctx.set('Cache-Control', 'no-store'); // read again when a pug of theirs ends (eloChanges)
    ctx.body = body;
  };
}

function played(found: MateLookup): number {
  return found.formats.reduce((sum, f) => sum + (f.with ? gamesOf(f.with) : 0) + (f.against ? gamesOf(f.against) : 0), 0);
}

/** How many players of an alias prefix a lookup reads at most. */
const LOOKUP_SCAN = 5000;

/**
 * The players among `met` named by `q`: that Steam ID, or an alias starting with it: a range of the
 * `alias_key` index (ids only), then kept when met. Not `_id: {$in: met}` with the range: a player met
 * thousands of others, and an `$in` that long costs more than the range (bench/RESULTS.md "mates").
 * A prefix shared by more than LOOKUP_SCAN players looks among the first of them (by key): a longer
 * name narrows it.
 */
async function lookUp(collections: Collections, q: string, met: ReadonlySet<SteamId>): Promise<{ _id: SteamId }[]> {
  if (isSteamIdQuery(q)) return met.has(q) ? [{ _id: q }] : [];
  const named = await collections.users
    .find({ aliasKey: aliasPrefixFilter(q) }, { projection: { _id: 1 }, sort: { aliasKey: 1 }, limit: LOOKUP_SCAN })
    .toArray();
  return named.filter((u) => met.has(u._id));
}
