/**
 * The api's event catalogue: what features tell one another, by name. A feature publishes an event
 * only after the write it announces is stored; what a feature does with an event is declared in
 * its `subscriptions` block (framework/reactions.ts), and `npm run reactions` lists every event's
 * reactions (features.test.ts checks each published event has one).
 *
 * Dispatch: every subscriber has its own line, a FIFO of the events it was given (the line is the
 * subscriber's name `who`, or the `line` it names to share one with its feature's other reactions,
 * as the Discord bot's do). A subscriber sees its events in publication order, one at a time, and
 * never waits for another line: a slow reaction holds up only its own later events, never the
 * Discord bot (and a reaction that may take minutes, servers/on-pug-started's assignment, only
 * starts it, so the next pug's start is not behind it). A failing subscriber is logged; its line goes on.
 *
 * `publish` queues the event on each line at once and answers a promise of this event's reactions:
 * it resolves when every subscriber has handled it (each behind only its own line's earlier events),
 * and never rejects. A publisher awaits it only where its answer must follow the reactions (a
 * `user/changed` drops and announces the user's cached sessions before the request is answered:
 * auth/on-user-changed.ts; a ban has the player out of the queue and their sockets closed when the
 * admin's request returns; an admin notice is on Discord's outbox). Events whose reactions may be
 * slow (`pug/started`, `pug/completed|ended`, `pug/sub*`, `server/*`, `match/*`, `lobby/changed`)
 * are published without waiting (`void`), so no lobby, pug or log line waits for a game server
 * or Discord. `idle()` resolves once every line is empty, events that reactions publish meanwhile
 * included (tests wait on it).
 */
import type { EloChange, Format, Phase, Pug, SteamId, ToastVariant } from '@pug/domain';
import type { Logger } from './logger.ts';

export interface EventCatalogue {
  /** A sign-in, a preference, a season or a discipline change rewrote the user's stored record. */
  'user/changed': { steamid: SteamId };
  /** A sign-in completed (published in the background: a slow subscriber never holds it up). */
  'user/signedIn': { steamid: SteamId };
  /** An admin's ban was stored. */
  'player/banned': { steamid: SteamId };
  /** An admin's ban or captain restriction was removed (`banId`: the discipline entry's _id). */
  'player/unbanned': { steamid: SteamId; banId: string; isBan: boolean };
  /** An admin rejected a pending custom season request (it is removed). */
  'season/rejected': { steamid: SteamId; formatName: string; divisionName: string; reason: string };
  /**
   * What admins were told about is dealt with (`key` of their notices: `report:<id>`, `appeal:<banId>`,
   * `xpRequests` once none waits): the notices leave every admin's bar.
   */
  'admin/handled': { key: string };
  /**
   * A lobby write was stored (by this process): the queue's phase, seats of the next pug the queued
   * players fill (`seated` of `needed`) and the seats still open per slot (domain `openSeats`).
   */
  'lobby/changed': { queue: string; phase: Phase; seated: number; needed: number; openSeats: Record<string, number> };
  /**
   * A ready-up ran out (stored): `timedOut` had not answered and left the queue; `resumedAfterRestart`:
   * its countdown was running when this api started (queues/lobby.ts), so the site, not they, may be why.
   */
  'lobby/readyUpMissed': { queue: string; deadline: number; timedOut: SteamId[]; resumedAfterRestart: boolean; at: number };
  /** A stored lobby write asked these players to ready up: they are seated in the queue's next pug. */
  'lobby/readyUp': { queue: string; players: SteamId[] };
  /** A ready-up of `queue` seated a player added for the night: it took them, the add's other queues dropped them (queues/night-adds.ts). */
  'nightAdd/taken': { steamid: SteamId; queue: string };
  /** A player's add for the night ran out: they left `queues` (queue names) and were told on the site. */
  'nightAdd/ended': { steamid: SteamId; queues: string[] };
  /** Every admin was sent this notice (notifications/notify.ts `notifyAdmins`). */
  'admin/notified': { msg: string; variant: ToastVariant; url?: string };
  /** A map was added to or deleted from the pools of these formats. */
  'maps/poolChanged': { formats: readonly Format[] };
  /** A lobby launched a pug: it waits in Pregame for a server. */
  'pug/started': { pug: Pug };
  /** `steamid`'s seat needs a sub now (a vote passed, they asked, an admin forced it, a ban). */
  'pug/subRequested': { pug: Pug; steamid: SteamId };
  /** A sub took `steamid`'s seat (`pug` as after the sub). */
  'pug/subAccepted': { pug: Pug; steamid: SteamId; replacedBy: SteamId };
  /** A pug reached Complete with a result (its elo is applied). */
  'pug/completed': { pug: Pug };
  /** A pug was called off: an admin ended it, or no server was free (no result, no elo). */
  'pug/ended': { pug: Pug };
  /** Elo changes of a completed pug were stored. */
  'elo/applied': { pugId: string; changes: readonly EloChange[] };
  /** The pug's server was claimed and configured. */
  'server/assigned': { pugId: string; serverId: string };
  /** The pug waited `noServerWaitMs` without a server. */
  'server/noServerTimeout': { pugId: string; waitedMs: number };
  /** The server's log says the match began. */
  'match/started': { pugId: string };
  /** The server's log gave a live [blu, red] score. */
  'match/score': { pugId: string; score: [number, number] };
  /** The server's log says the game is over, with the final score. */
  'match/over': { pugId: string; score: [number, number]; logId: string | null; demoUrl: string | null };
  /** A pug being played got no log line from its server for `silentMs` (told once per pug: servers/live-pug-watch.ts). */
  'match/silent': { pugId: string; silentMs: number };
  /** A live pug ran `ranMs` since it started, past LIVE_PUG_MAX_MS (told once per pug). */
  'match/overlong': { pugId: string; ranMs: number };
  /** A seated player was not seen on the pug's ready server within JOIN_DEADLINE_MS (once per player and pug). */
  'match/notJoined': { pugId: string; steamid: SteamId; waitedMs: number };
  /** A seated player left the live pug's server and stayed away LEAVE_GRACE_MS (once per player and pug). */
  'match/left': { pugId: string; steamid: SteamId; goneMs: number };
  /** A player connected, disconnected or joined a team on the pug's server. */
  'match/player': { pugId: string; kind: 'connected' | 'disconnected' | 'joinedTeam'; steamid: SteamId; name: string; team?: 'blu' | 'red' | null };
}

export type EventName = keyof EventCatalogue;
type Subscriber<K extends EventName> = (payload: EventCatalogue[K]) => void | Promise<void>;

export interface EventBus {
  /**
   * Adds `react` to `name`'s subscribers; `who` names it (the reaction's file, say). Its events run
   * on the line `line` (default `who`): one at a time, in publication order. Returns an unsubscribe.
   */
  on<K extends EventName>(name: K, who: string, react: Subscriber<K>, line?: string): () => void;
  /** Queues the event on each subscriber's line; resolves once each has handled it; never rejects (failures are logged). */
  publish<K extends EventName>(name: K, payload: EventCatalogue[K]): Promise<void>;
  /** Resolves when no line has an event waiting or running (also those published meanwhile). */
  idle(): Promise<void>;
  /** Who subscribed to what, in order (features.test.ts compares it with framework/reactions.ts' list). */
  subscribers(): Partial<Record<EventName, string[]>>;
}

export function createEventBus(logger: Logger): EventBus {
  const subscribers = new Map<EventName, Array<{ who: string; line: string; react: Subscriber<never> }>>();
  /** Each line's last queued run (the next one starts after it); gone once the line is empty. */
  const tails = new Map<string, Promise<void>>();
  let running = 0;
  let waiters: Array<() => void> = [];
  const settled = () => {
    if (--running > 0) return;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };
  return {
    on(name, who, react, line = who) {
      const entry = { who, line, react: react as Subscriber<never> };
      const list = subscribers.get(name) ?? [];
      list.push(entry);
      subscribers.set(name, list);
      return () => {
        const at = list.indexOf(entry);
        if (at >= 0) list.splice(at, 1);
      };
    },
    publish(name, payload) {
      const runs = [...(subscribers.get(name) ?? [])].map(({ who, line, react }) => {
        running++;
        const run = (tails.get(line) ?? Promise.resolve()).then(async () => {
          try {
            await (react as Subscriber<typeof name>)(payload);
          } catch (err) {
            logger.error({ err, event: name, subscriber: who }, 'an event subscriber failed');
          }
        });
        tails.set(line, run);
        void run.then(() => {
          if (tails.get(line) === run) tails.delete(line);
          settled();
        });
        return run;
      });
      return Promise.all(runs).then(() => undefined);
    },
    idle() {
      return running === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },
    subscribers: () => Object.fromEntries([...subscribers].map(([name, list]) => [name, list.map((s) => s.who)])),
  };
}
