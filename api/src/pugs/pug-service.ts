/**
 * The live pugs: one actor per pug (the domain's pug machine run from the snapshot stored in the
 * pug's document), commands serialised per pug and written with a conditional update on
 * `version`. On Complete: elo changes are stored and sent, listeners hear the pug ended.
 */
import { captainsFor, LIVE_PHASES, pugRefusal, type EloChange, type LobbyContext, type Pug, type PugEvent, type SteamId } from '@pug/domain';
import type { PugDoc } from '../db/index.ts';
import { applyPugElo } from '../elo/apply-elo.ts';
import type { FeatureContext } from '../framework/feature.ts';
import { conflict, notFound } from '../framework/errors.ts';
import { applyPersisted, type PersistedStep } from '../framework/persisted-step.ts';
import { isDuplicateKey } from '../db/errors.ts';
import { KeyedSerialQueue } from '../framework/serial.ts';
import { notifyAdmins, notifyUsers } from '../notifications/notify.ts';
import { livePugOf } from '../players/standing.ts';
import { docFieldsOf, launchPugId, shorthandOf, toPugWire } from './pug-doc.ts';
import { initialPug, restorePug, stepPug, type PugState } from './pug-step.ts';

export type PugOutcome = 'completed' | 'ended';
export type PugStartingListener = (pug: Pug) => void | Promise<void>;
export type PugEndedListener = (pug: Pug, outcome: PugOutcome) => void | Promise<void>;
/** A sub took `sub.steamid`'s seat (`pug` as after the sub). */
export type SubAcceptedListener = (pug: Pug, sub: { steamid: SteamId; replacedBy: SteamId }) => void | Promise<void>;

/** Connect details for one player of a pug (the game-server feature provides them). */
interface PugCredentials {
  connect: string;
  password?: string;
  steamUrl?: string;
  server?: { name?: string; ipport: string };
}
export type CredentialsProvider = (pug: Pug, steamid: SteamId) => Promise<PugCredentials | null> | PugCredentials | null;

/** A pug's document and, while it lives, its machine state. */
interface StoredPug {
  doc: PugDoc;
  state: PugState | null;
}

export class PugService {
  private readonly serial = new KeyedSerialQueue();
  private readonly starting = new Set<PugStartingListener>();
  private readonly ended = new Set<PugEndedListener>();
  private readonly subbed = new Set<SubAcceptedListener>();
  credentials: CredentialsProvider | null = null;

  constructor(private readonly ctx: FeatureContext) {}

  onPugStarting(listener: PugStartingListener): () => void {
    this.starting.add(listener);
    return () => this.starting.delete(listener);
  }

  onPugEnded(listener: PugEndedListener): () => void {
    this.ended.add(listener);
    return () => this.ended.delete(listener);
  }

  onSubAccepted(listener: SubAcceptedListener): () => void {
    this.subbed.add(listener);
    return () => this.subbed.delete(listener);
  }

  async get(pugId: string): Promise<PugDoc> {
    const doc = await this.ctx.collections.pugs.findOne({ _id: pugId });
    if (!doc) throw notFound('That pug does not exist');
    return doc;
  }

  /** Creates the pug a launching lobby formed (idempotent: a second call finds the same pug). */
  async createFromLobby(lobby: LobbyContext): Promise<Pug> {
    if (!lobby.teams || !lobby.map) throw conflict('The lobby has no teams yet');
    const _id = launchPugId(lobby);
    const existing = await this.ctx.collections.pugs.findOne({ _id });
    if (existing) return toPugWire(existing);
    const drafted = lobby.draft?.captains ?? null;
    const chosen = drafted ? null : captainsFor(lobby);
    const state = initialPug({
      _id,
      queueName: lobby.config.name,
      format: lobby.config.format,
      shorthand: shorthandOf(lobby.config.format),
      map: lobby.map,
      teams: lobby.teams,
      captains: drafted ?? (chosen ? { blu: chosen.blu.steamid, red: chosen.red.steamid } : null),
      now: this.ctx.now(),
    });
    const doc: PugDoc = {
      _id,
      queueName: lobby.config.name,
      format: lobby.config.format,
      shorthand: shorthandOf(lobby.config.format),
      ...docFieldsOf(state.snapshot.context),
      serverId: null,
      version: 1,
      snapshot: state.persisted,
      eloApplied: false,
    };
    try {
      await this.ctx.collections.pugs.insertOne(doc);
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      return toPugWire(await this.get(_id));
    }
    const pug = toPugWire(doc);
    this.ctx.realtime.toAll().emit('pugStarted', [pug]);
    void this.notify([...this.starting], (l) => l(pug));
    return pug;
  }

  /** Applies a pug event; throws the domain's refusal unless `internal`. */
  send(pugId: string, make: (now: number) => PugEvent, opts: { internal?: boolean } = {}): Promise<Pug> {
    return this.serial.run(pugId, async () => {
      const { from, to, event } = await applyPersisted(this.steps(pugId), make, opts.internal);
      if (!to) return toPugWire(from.doc);
      const pug = toPugWire(to.doc);
      this.ctx.realtime.toAll().emit('pugUpdate', pug);
      if (to.doc.phase === 'Complete') await this.finish(to.doc);
      if (event.type === 'ACCEPT_SUB') {
        const sub = { steamid: event.playerId, replacedBy: event.candidate.steamid };
        void this.notify([...this.subbed], (l) => l(pug, sub));
      }
      return pug;
    });
  }

  /** A pug's document as a persisted actor: read at each attempt, written on its version. */
  private steps(pugId: string): PersistedStep<StoredPug, PugEvent> {
    return {
      current: async () => {
        const doc = await this.get(pugId);
        return { doc, state: doc.snapshot ? restorePug(doc.snapshot) : null };
      },
      refuse: ({ doc, state }, event) => (state ? pugRefusal(state.snapshot.context, event) : conflict(`The pug is already ${doc.phase}`)),
      step: ({ doc, state }, event) => {
        const next = stepPug(state!, event);
        return next && { doc: { ...doc, ...docFieldsOf(next.snapshot.context), version: doc.version + 1 }, state: next };
      },
      save: async ({ doc }, { doc: updated, state }) => {
        const $set = { ...docFieldsOf(state!.snapshot.context), version: updated.version };
        const res = await this.ctx.collections.pugs.updateOne(
          { _id: pugId, version: doc.version },
          updated.phase === 'Complete' ? { $set, $unset: { snapshot: '' } } : { $set: { ...$set, snapshot: state!.persisted } },
        );
        return res.matchedCount === 1;
      },
      attempts: 8,
      busy: 'The pug is busy; try again',
      now: () => this.ctx.now(),
    };
  }

  /**
   * Calls a live pug off with a reason (no result, no elo change): its players are told why and are
   * free to queue again; the ended listeners release its server.
   */
  async cancel(pugId: string, reason: string): Promise<Pug> {
    const pug = await this.send(pugId, (now) => ({ type: 'END_PUG', now, reason }));
    const players = [...Object.keys(pug.teams.blu), ...Object.keys(pug.teams.red)];
    await notifyUsers(this.ctx, players, { msg: `Your pug on ${pug.map} was cancelled: ${reason}. You can queue again.`, variant: 'warning' });
    return pug;
  }

  /**
   * A player was just banned (moderation's `playerBanned`): the live pug they sit in, if any, opens
   * their seat for a sub at once (pugUpdate to everyone) and every admin is told which pug needs one.
   * Their server details and sub commands are refused from now on by the routes (players/standing).
   */
  async playerBanned(steamid: SteamId): Promise<void> {
    const live = await livePugOf(this.ctx.collections, steamid);
    if (!live) return;
    const pug = await this.send(live._id, () => ({ type: 'PLAYER_BANNED', steamid }), { internal: true });
    if (!(LIVE_PHASES as readonly string[]).includes(pug.phase)) return; // it ended meanwhile
    const user = await this.ctx.collections.users.findOne({ _id: steamid }, { projection: { alias: 1 } });
    await notifyAdmins(
      { ...this.ctx, adminSteamids: this.ctx.config.auth.adminSteamids },
      {
        msg: `${user?.alias ?? steamid} was banned during the ${pug.queueName} pug on ${pug.map}: their seat needs a sub`,
        variant: 'warning',
        url: `/pugs/${pug._id}`,
      },
    );
  }

  /** Elo, `eloChanges`, `pugDestroy` and the ended listeners for a completed pug. */
  private async finish(doc: PugDoc): Promise<EloChange[]> {
    const changes = await applyPugElo(this.ctx.collections, doc, this.ctx.now());
    if (changes.length > 0) this.ctx.realtime.toAll().emit('eloChanges', changes);
    this.ctx.realtime.toAll().emit('pugDestroy', { _id: doc._id });
    const pug = toPugWire(doc);
    void this.notify([...this.ended], (l) => l(pug, doc.aborted ? 'ended' : 'completed'));
    return changes;
  }

  /** Finishes pugs whose result was stored but whose elo was not (the api stopped in between). */
  async resume(): Promise<void> {
    const pending = await this.ctx.collections.pugs.find({ phase: 'Complete', eloApplied: false }).toArray();
    for (const doc of pending) await this.serial.run(doc._id, () => this.finish(doc));
  }

  /** Pugs in Pregame or Playing (a game-server service resumes following them at start). */
  async livePugs(): Promise<Pug[]> {
    const docs = await this.ctx.collections.pugs.find({ phase: { $in: [...LIVE_PHASES] } }, { sort: { startAt: 1 } }).toArray();
    return docs.map(toPugWire);
  }

  /** Listeners run in the background: a slow game server never holds up the pug. */
  private async notify<L>(listeners: L[], call: (l: L) => void | Promise<void>): Promise<void> {
    for (const listener of listeners) {
      try {
        await call(listener);
      } catch (err) {
        this.ctx.logger.error({ err }, 'pug listener failed');
      }
    }
  }
}
