/** Pug documents and the wire Pug (docs/product.md "Entities") they hold. */
import { createHash } from 'node:crypto';
import { formatRecordOf, type LobbyContext, type Pug, type PugContext, type SteamId } from '@pug/domain';
import type { PugDoc } from '../db/index.ts';

/** A pug's short label, its format's shorthand ('6S'). */
export function shorthandOf(format: LobbyContext['config']['format']): string {
  return formatRecordOf(format).shorthand;
}

/**
 * The id of the pug a launching lobby creates, derived from the round (queue, teams, map and the
 * lobby's previous pug), so creating it twice (a retry, a restart mid-launch) finds the same pug.
 */
export function launchPugId(ctx: LobbyContext): string {
  const teams = ctx.teams ? { blu: ctx.teams.blu.map((s) => s.steamid), red: ctx.teams.red.map((s) => s.steamid) } : null;
  const key = JSON.stringify({ q: ctx.config.name, teams, map: ctx.map, last: ctx.lastPugId, rng: ctx.rngState });
  return `${ctx.config.name}-${createHash('sha256').update(key).digest('base64url').slice(0, 16)}`;
}

/** Everyone who played or was subbed in or out: the "pugs by player" index. */
function participantsOf(pug: Pick<Pug, 'teams' | 'subbedPlayers'>): SteamId[] {
  const all = new Set<SteamId>([...Object.keys(pug.teams.blu), ...Object.keys(pug.teams.red)]);
  for (const s of pug.subbedPlayers) {
    all.add(s.steamid);
    all.add(s.replacedBy);
  }
  return [...all];
}

/** The stored fields that mirror the machine's context (written with every transition). */
export function docFieldsOf(ctx: PugContext) {
  const { pug } = ctx;
  return {
    phase: pug.phase,
    startAt: pug.startAt,
    endAt: pug.endAt ?? null,
    gameStartAt: pug.gameStartAt ?? null,
    teams: pug.teams,
    subbedPlayers: pug.subbedPlayers,
    map: pug.map,
    data: pug.data,
    countdownInfo: pug.countdownInfo ?? null,
    readiedPlayers: pug.readiedPlayers,
    unreadiedPlayers: pug.unreadiedPlayers,
    undeclaredPlayers: pug.undeclaredPlayers,
    players: participantsOf(pug),
    aborted: ctx.aborted,
    bannedPlayers: ctx.bannedPlayers ?? [],
    endReason: pug.endReason ?? null,
    endedBy: pug.endedBy ?? null,
    resultByAdmin: pug.resultByAdmin ?? false,
  };
}

/** The wire Pug of a stored document. */
export function toPugWire(doc: PugDoc): Pug {
  const endedBy = doc.endedBy ?? (doc.aborted ? 'admin' : null);
  return {
    _id: doc._id,
    ...(doc.number ? { number: doc.number } : {}),
    queueName: doc.queueName,
    format: doc.format,
    phase: doc.phase,
    startAt: doc.startAt,
    endAt: doc.endAt ?? null,
    gameStartAt: doc.gameStartAt ?? null,
    teams: doc.eloChanges ? withEloChanges(doc.teams, doc.eloChanges) : doc.teams,
    subbedPlayers: doc.subbedPlayers,
    shorthand: doc.shorthand,
    map: doc.map,
    data: doc.data,
    countdownInfo: doc.countdownInfo ?? null,
    readiedPlayers: doc.readiedPlayers,
    unreadiedPlayers: doc.unreadiedPlayers,
    undeclaredPlayers: doc.undeclaredPlayers,
    ...(doc.endReason ? { endReason: doc.endReason } : {}),
    ...(endedBy ? { endedBy } : {}),
    ...(doc.resultByAdmin ? { resultByAdmin: true } : {}),
    ...(doc.onServer ? { onServer: doc.onServer } : {}),
    ...(doc.autoSubOff ? { autoSubOff: true } : {}),
    ...(doc.reconciliation ? { reconciliation: doc.reconciliation } : {}),
    ...(doc.odds ? { odds: doc.odds } : {}),
    ...(doc.balance ? { balance: doc.balance } : {}),
  };
}

/** The seats with the elo each player had in the pug and its change (from the stored result). */
function withEloChanges(teams: PugDoc['teams'], changes: NonNullable<PugDoc['eloChanges']>): PugDoc['teams'] {
  const seats = (team: PugDoc['teams']['blu']) =>
    Object.fromEntries(
      Object.entries(team).map(([steamid, seat]) => [
        steamid,
        changes[steamid] ? { ...seat, elo: changes[steamid].from, eloDelta: changes[steamid].delta } : seat,
      ]),
    );
  return { blu: seats(teams.blu), red: seats(teams.red) };
}
