/**
 * A queue's lobby in MongoDB: one document per queue holding the lobby machine's persisted
 * snapshot; every write is conditional on `version`, so two writers never both win. Each stored
 * write is announced to the other api processes (`announce`, framework/peers.ts) with its version.
 * The snapshot is the domain's queue-lobby machine, stepped from its stored form
 * (framework/machine-step.ts).
 */
import { queueLobbyMachine, type QueueConfig, type Timestamp } from '@pug/domain';
import { isDuplicateKey } from '../db/errors.ts';
import { machineStepper, type StepState } from '../framework/machine-step.ts';
import type { Collections } from '../db/index.ts';

export type LobbyState = StepState<typeof queueLobbyMachine>;

const lobby = machineStepper(queueLobbyMachine);
export const initialLobby = lobby.initial;
export const restoreLobby = lobby.restore;
export const stepLobby = lobby.step;

export interface StoredLobby {
  version: number;
  snapshot: unknown;
}

export class LobbyStore {
  constructor(
    private readonly queues: Collections['queues'],
    /** Called once a write is stored: the queue's name and its new version. */
    private readonly announce: (name: string, version: number) => void,
  ) {}

  async load(name: string): Promise<StoredLobby | null> {
    const doc = await this.queues.findOne({ _id: name });
    return doc && doc.snapshot ? { version: doc.version, snapshot: doc.snapshot } : null;
  }

  /**
   * Stores the first snapshot of a queue. When another process got there first (or a document
   * without a snapshot exists), the stored lobby wins and is returned.
   */
  async create(config: QueueConfig, snapshot: unknown, now: Timestamp): Promise<StoredLobby> {
    const res = await this.queues
      .updateOne(
        { _id: config.name, snapshot: null },
        { $set: { snapshot, updatedAt: now, name: config.name, format: config.format, region: config.region }, $inc: { version: 1 } },
        { upsert: true },
      )
      .catch((err: unknown) => {
        if (isDuplicateKey(err)) return null;
        throw err;
      });
    if (res && (res.upsertedCount > 0 || res.modifiedCount > 0)) {
      const stored = await this.load(config.name);
      if (stored) {
        this.announce(config.name, stored.version);
        return stored;
      }
    }
    const existing = await this.load(config.name);
    if (!existing) throw new Error(`Could not create the ${config.name} lobby`);
    return existing;
  }

  /** Writes `snapshot` as version+1 if the stored version is still `version`; false when someone else wrote first. */
  async save(name: string, version: number, snapshot: unknown, now: Timestamp): Promise<boolean> {
    const res = await this.queues.updateOne({ _id: name, version }, { $set: { snapshot, version: version + 1, updatedAt: now } });
    if (res.matchedCount !== 1) return false;
    this.announce(name, version + 1);
    return true;
  }

  async version(name: string): Promise<number | null> {
    const doc = await this.queues.findOne({ _id: name }, { projection: { version: 1 } });
    return doc?.version ?? null;
  }
}
