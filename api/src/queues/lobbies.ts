/**
 * The lobby actors of every configured queue: created at start from the stored state (or fresh),
 * kept in step across processes by leases, and the checks every lobby command shares.
 */
import { randomInt } from 'node:crypto';
import { DEFAULT_MAP_POOLS, openSeats, playersPerPug, seatedCount, type Queue, type QueueConfig, type SteamId } from '@pug/domain';
import type { Collections } from '../db/index.ts';
import type { FeatureContext } from '../framework/feature.ts';
import { notFound } from '../framework/errors.ts';
import { Leases } from './lease.ts';
import { Lobby } from './lobby.ts';
import type { Launcher } from './lobby-launch.ts';
import { LobbyStore } from './lobby.ts';
import { userInfoOf } from '../players/standing.ts';

/**
 * How often each process renews its leases, and (without REDIS_URL) picks up other processes'
 * writes. With REDIS_URL a write is announced and reloaded at once (on-lobby-stored-elsewhere.ts);
 * the stored versions are then only compared every SAFETY_POLL_MS, for an announcement lost.
 */
export const SYNC_INTERVAL_MS = 5_000;
const SAFETY_POLL_MS = 30_000;

export class Lobbies {
  readonly leases: Leases;
  private readonly lobbies = new Map<string, Lobby>();
  private syncTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ctx: FeatureContext,
    private readonly launch: Launcher,
  ) {
    this.leases = new Leases(ctx.collections.leases, ctx.now);
    const store = new LobbyStore(ctx.collections.queues, (name, version) => ctx.peers.announce({ kind: 'lobby', name, version }));
    for (const config of ctx.config.queues) {
      this.lobbies.set(
        config.name,
        new Lobby({
          config,
          store,
          leases: this.leases,
          realtime: ctx.realtime,
          logger: ctx.logger,
          now: ctx.now,
          launch,
          lookupUsers: (steamids) => lookupUsers(ctx.collections, steamids),
          onLaunched: (pugId, players) => this.removeElsewhere(config.name, players, pugId),
          onStored: (state) => void ctx.events.publish('lobby/changed', lobbyCounts(config, state)),
          onReadyUpMissed: (missed) => void ctx.events.publish('lobby/readyUpMissed', missed),
          onAsked: (asked) => void ctx.events.publish('lobby/readyUp', asked),
        }),
      );
    }
  }

  async start(): Promise<void> {
    for (const lobby of this.lobbies.values()) {
      await this.leases.acquire(lobby.leaseKey);
      await lobby.init(await mapPool(this.ctx.collections, lobby.format()), randomInt(2 ** 31));
    }
    // A stored lobby keeps the pool it was created with: bring it up to date with the maps collection.
    await this.refreshMapPools();
    const ticksPerCheck = this.ctx.peers.connected() ? SAFETY_POLL_MS / SYNC_INTERVAL_MS : 1;
    let tick = 0;
    this.syncTimer = setInterval(() => {
      const checkVersion = ++tick % ticksPerCheck === 0;
      for (const lobby of this.lobbies.values()) {
        lobby.sync(checkVersion).catch((err: unknown) => this.ctx.logger.error({ err, queue: lobby.name }, 'lobby sync failed'));
      }
    }, SYNC_INTERVAL_MS);
    this.syncTimer.unref?.();
  }

  async stop(): Promise<void> {
    clearInterval(this.syncTimer);
    for (const lobby of this.lobbies.values()) {
      await lobby.stop();
      await this.leases.release(lobby.leaseKey).catch(() => undefined);
    }
  }

  /** The lobby of queue `name`, or undefined when this api has no such queue. */
  find(name: string): Lobby | undefined {
    return this.lobbies.get(name);
  }

  get(name: string): Lobby {
    const lobby = this.lobbies.get(name);
    if (!lobby) throw notFound(`There is no ${name} queue`);
    return lobby;
  }

  all(): Lobby[] {
    return [...this.lobbies.values()];
  }

  /** Gives the lobbies of these formats (default all) the current pool; their next map vote draws from it. */
  async refreshMapPools(formats?: readonly QueueConfig['format'][]): Promise<void> {
    for (const lobby of this.lobbies.values()) {
      if (formats && !formats.includes(lobby.format())) continue;
      const pool = await mapPool(this.ctx.collections, lobby.format());
      if (pool.join() === lobby.context().mapPool.join()) continue;
      await lobby.send(() => ({ type: 'SET_MAP_POOL', mapPool: pool }), { internal: true });
    }
  }

  /** A banned player leaves every queue they are in (a lobby already setting up their pug keeps them). */
  async removeBanned(steamid: SteamId): Promise<void> {
    for (const lobby of this.lobbies.values()) {
      if (!lobby.context().players[steamid]) continue;
      await lobby
        .send((now) => ({ type: 'LEAVE', steamid, now }), { internal: true })
        .catch((err: unknown) => {
          this.ctx.logger.warn({ err, queue: lobby.name, steamid }, 'could not remove a banned player');
        });
    }
  }

  /** GET /api/queues' live state. */
  state(name: string): Queue | undefined {
    return this.lobbies.get(name)?.wire();
  }

  /** The players of a launched pug leave every other queue they were in. */
  private removeElsewhere(launchedFrom: string, players: SteamId[], pugId: string): void {
    for (const lobby of this.lobbies.values()) {
      if (lobby.name === launchedFrom) continue;
      for (const steamid of players) {
        if (!lobby.context().players[steamid]) continue;
        lobby
          .send((now) => ({ type: 'LEAVE', steamid, now }), { internal: true })
          .catch((err: unknown) => {
            this.ctx.logger.error({ err, queue: lobby.name, pugId }, 'could not remove a launched player');
          });
      }
    }
  }
}

/** What `lobby/changed` tells: the phase and how full the next pug is (domain seating). */
function lobbyCounts(config: QueueConfig, state: Queue) {
  return { queue: config.name, phase: state.phase, seated: seatedCount(state, config), needed: playersPerPug(config), openSeats: openSeats(state, config) };
}

async function lookupUsers(collections: Collections, steamids: SteamId[]) {
  const docs = await collections.users.find({ _id: { $in: steamids } }).toArray();
  return docs.map(userInfoOf);
}

/** The active maps of a format's pool; the default pool while it has none. */
async function mapPool(collections: Collections, format: QueueConfig['format']): Promise<string[]> {
  const maps = await collections.maps.find({ formats: format, isActive: true }, { sort: { name: 1 } }).toArray();
  return maps.length > 0 ? maps.map((m) => m.name) : [...DEFAULT_MAP_POOLS[format]];
}
