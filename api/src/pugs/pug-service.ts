/**
 * The live pugs: one actor per pug (the domain's pug machine run from the snapshot stored in the
 * pug's document), commands serialised per pug and written with a conditional update on
 * `version`. On Complete: elo changes are stored and sent; `elo/applied` and `pug/completed` (or
 * `pug/ended`) are published (framework/events.ts), as are `pug/started`, `pug/subRequested` (for
 * each seat a step opened for a sub, whatever opened it) and `pug/subAccepted`.
 */
import {
  balanceReportOf,
  captainsFor,
  creditSeats,
  LIVE_PHASES,
  pugLabel,
  pugMachine,
  pugRefusal,
  roundFactsOf,
  seatsOpenedForSub,
  type EloChange,
  type LobbyContext,
  type Pug,
  type PugEvent,
  type PugOdds,
  type SteamId,
  upgradePugSnapshot,
} from '@pug/domain';
import type { PugDoc } from '../db/index.ts';
import { applyPugElo } from '../elo/apply-elo.ts';
import type { FeatureContext } from '../framework/feature.ts';
import { conflict, notFound } from '../framework/errors.ts';
import { applyPersisted, machineStepper, type PersistedStep, type StepState } from '../framework/machine-step.ts';
import { isDuplicateKey } from '../db/errors.ts';
import { KeyedSerialQueue } from '../framework/serial.ts';
import { notifyAdmins, notifyUsers } from '../notifications/notify.ts';
import { livePugOf } from '../players/standing.ts';
import { nextPugNumber } from './pug-numbers.ts';
import { oddsAsSeated, oddsAtLaunch } from './pug-odds.ts';
import { docFieldsOf, launchPugId, shorthandOf, toPugWire } from './pug-doc.ts';

/** The domain's pug machine, stepped from its stored snapshot (framework/machine-step.ts). */
type PugState = StepState<typeof pugMachine>;
const { initial: initialPug, restore, step: stepPug } = machineStepper(pugMachine);
/** A stored pug's state; a snapshot stored before the machine's `Live` state is read in today's shape. */
const restorePug = (persisted: unknown): PugState => restore(upgradePugSnapshot(persisted));

/** A pug's document and, while it lives, its machine state. */
interface StoredPug {
  doc: PugDoc;
  state: PugState | null;
}

export class PugService {
  private readonly serial = new KeyedSerialQueue();

  constructor(private readonly ctx: FeatureContext) {}

  async get(pugId: string): Promise<PugDoc> {
    return this.find({ _id: pugId });
  }

  /** A pug by its id or its number ("#1234"). */
  async find(ref: { _id: string } | { number: number }): Promise<PugDoc> {
    const doc = await this.ctx.collections.pugs.findOne(ref);
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
      number: await nextPugNumber(this.ctx.collections, this.ctx.now()),
      queueName: lobby.config.name,
      format: lobby.config.format,
      shorthand: shorthandOf(lobby.config.format),
      ...docFieldsOf(state.snapshot.context),
      serverId: null,
      version: 1,
      snapshot: state.persisted,
      eloApplied: false,
      medicCreditFor: creditSeats(lobby.selection ?? [], lobby.players),
      // For the statistics page's fill times and class shortages (domain lobby/roundFacts.ts).
      ...roundFactsOf(lobby),
      ...optionalOdds(oddsAtLaunch(lobby.teams)),
    };
    try {
      await this.ctx.collections.pugs.insertOne(doc);
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      return toPugWire(await this.get(_id));
    }
    const pug = toPugWire(doc);
    this.ctx.realtime.toAll().emit('pugStarted', [pug]);
    // In the background: a slow game server never holds up the lobby.
    void this.ctx.events.publish('pug/started', { pug });
    return pug;
  }

  /** Applies a pug event; throws the domain's refusal unless `internal`. */
  send(pugId: string, make: (now: number) => PugEvent, opts: { internal?: boolean } = {}): Promise<Pug> {
    return this.serial.run(pugId, async () => {
      const { from, to, event } = await applyPersisted(this.steps(pugId), make, opts.internal);
      if (!to) return toPugWire(from.doc);
      if (event.type === 'ACCEPT_SUB') to.doc = await this.storeOdds(to.doc);
      if (to.doc.phase === 'Complete') to.doc = await this.storeBalance(to.doc);
      const pug = toPugWire(to.doc);
      this.ctx.realtime.toAll().emit('pugUpdate', pug);
      if (to.doc.phase === 'Complete') await this.finish(to.doc);
      for (const seat of seatsOpenedForSub(from.doc, to.doc)) void this.ctx.events.publish('pug/subRequested', { pug, steamid: seat.steamid });
      if (event.type === 'ACCEPT_SUB') {
        void this.ctx.events.publish('pug/subAccepted', { pug, steamid: event.playerId, replacedBy: event.candidate.steamid });
      }
      return pug;
    });
  }

  /** The odds as the seats stand after a sub, stored on the pug (pugs/pug-odds.ts); in the pug's queue. */
  private async storeOdds(doc: PugDoc): Promise<PugDoc> {
    const odds = await oddsAsSeated(this.ctx.collections, doc);
    if (!odds) return doc;
    await this.ctx.collections.pugs.updateOne({ _id: doc._id }, { $set: { odds } });
    return { ...doc, odds };
  }

  /** The balance report of a pug that completed with a result, stored on it (domain pug/balanceReport.ts). */
  private async storeBalance(doc: PugDoc): Promise<PugDoc> {
    const balance = doc.aborted ? null : balanceReportOf(doc, this.ctx.config.blowoutMargins);
    if (!balance) return doc;
    await this.ctx.collections.pugs.updateOne({ _id: doc._id }, { $set: { balance } });
    return { ...doc, balance };
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
   * free to queue again; `pug/ended` releases its server.
   */
  async cancel(pugId: string, reason: string, by: 'admin' | 'site' = 'admin'): Promise<Pug> {
    const pug = await this.send(pugId, (now) => ({ type: 'END_PUG', now, reason, by }));
    const players = [...Object.keys(pug.teams.blu), ...Object.keys(pug.teams.red)];
    await notifyUsers(this.ctx, players, { msg: `Your pug ${pugLabel(pug)} on ${pug.map} was cancelled: ${reason}. You can queue again.`, variant: 'warning' });
    return pug;
  }

  /**
   * A player was just banned (`player/banned`, the pugs feature's subscriptions): the live pug they sit in, if any, opens
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
        msg: `${user?.alias ?? steamid} was banned during pug ${pugLabel(pug)} (${pug.queueName} on ${pug.map}): their seat needs a sub`,
        variant: 'warning',
        url: `/pugs/${pug._id}`,
      },
    );
  }

  /** Elo, `eloChanges`, `pugDestroy`, then `elo/applied` and `pug/completed` (`pug/ended` when called off). */
  private async finish(doc: PugDoc): Promise<EloChange[]> {
    const changes = await applyPugElo(this.ctx.collections, doc, this.ctx.now());
    if (changes.length > 0) this.ctx.realtime.toAll().emit('eloChanges', changes);
    this.ctx.realtime.toAll().emit('pugDestroy', { _id: doc._id });
    const pug = toPugWire(doc);
    // In the background (this runs inside the pug's serial queue): reactions may step the pug again.
    void (async () => {
      if (changes.length > 0) await this.ctx.events.publish('elo/applied', { pugId: doc._id, changes });
      await this.ctx.events.publish(doc.aborted ? 'pug/ended' : 'pug/completed', { pug });
    })();
    return changes;
  }

  /** Finishes pugs whose result was stored but whose elo was not (the api stopped in between). */
  async resume(): Promise<void> {
    const pending = await this.ctx.collections.pugs.find({ phase: 'Complete', eloApplied: false }).toArray();
    for (const doc of pending) await this.serial.run(doc._id, () => this.finish(doc));
  }

  /**
   * Stores what the pug machine does not hold (who is on the server, the automatic sub switch) on a
   * live pug, in the pug's queue after its machine steps, and sends everyone the pug (pugUpdate).
   * `where` narrows the match (a seated player, say); null when nothing matched.
   */
  setOutsideMachine(pugId: string, where: Record<string, unknown>, $set: Record<string, unknown>): Promise<Pug | null> {
    return this.serial.run(pugId, async () => {
      const doc = await this.ctx.collections.pugs.findOneAndUpdate(
        { _id: pugId, phase: { $in: [...LIVE_PHASES] }, ...where },
        { $set },
        { returnDocument: 'after' },
      );
      if (!doc) return null;
      const pug = toPugWire(doc);
      this.ctx.realtime.toAll().emit('pugUpdate', pug);
      return pug;
    });
  }

  /** Pugs in Pregame or Playing (a game-server service resumes following them at start). */
  async livePugs(): Promise<Pug[]> {
    const docs = await this.ctx.collections.pugs.find({ phase: { $in: [...LIVE_PHASES] } }, { sort: { startAt: 1 } }).toArray();
    return docs.map(toPugWire);
  }
}

const optionalOdds = (odds: PugOdds | null) => (odds ? { odds } : {});
