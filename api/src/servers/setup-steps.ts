/**
 * The steps of a pug's game-server set-up as its page shows them (domain pug/serverSetup.ts: the
 * words are there): kept in `meta` (`serverSetup:<pug id>`, the newest SERVER_SETUP_KEEP), so any
 * api process answers GET /api/pug/{id}/serverSetup, and sent to every page as `pugServerSetup`
 * with all the steps so far. A step equal to the last one (the "no server" of each status poll) is
 * not stored twice, but sent again. Dropped when the pug lets its server go (GameServers.release).
 */
import { SERVER_SETUP_KEEP, type PugServerSetup, type ServerSetupEntry, type ServerSetupStep } from '@pug/domain';
import type { Collections } from '../db/index.ts';
import type { Realtime } from '../framework/sockets.ts';

const metaId = (pugId: string) => `serverSetup:${pugId}`;

/** The name players see of a server: its name, never its address (which they may not be allowed to see). */
export const playerServerName = (server: { name?: string }) => server.name ?? 'the game server';

export class ServerSetupSteps {
  constructor(private readonly deps: { collections: Collections; realtime: Realtime; now: () => number }) {}

  async get(pugId: string): Promise<PugServerSetup> {
    const doc = await this.deps.collections.meta.findOne({ _id: metaId(pugId) });
    return { pugId, steps: Array.isArray(doc?.value) ? (doc.value as ServerSetupEntry[]) : [] };
  }

  async add(pugId: string, step: ServerSetupStep): Promise<void> {
    const { steps } = await this.get(pugId);
    const last = steps.at(-1);
    if (!last || JSON.stringify(last.step) !== JSON.stringify(step)) {
      steps.push({ at: this.deps.now(), step });
      const kept = steps.slice(-SERVER_SETUP_KEEP);
      await this.deps.collections.meta.updateOne({ _id: metaId(pugId) }, { $set: { at: this.deps.now(), value: kept } }, { upsert: true });
      steps.splice(0, steps.length, ...kept);
    }
    this.deps.realtime.toAll().emit('pugServerSetup', { pugId, steps });
  }

  async drop(pugId: string): Promise<void> {
    await this.deps.collections.meta.deleteOne({ _id: metaId(pugId) });
  }
}
