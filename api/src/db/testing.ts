/**
 * A database for tests: against `MONGODB_URI` when it is set (a fresh, uniquely named database,
 * dropped on close), else the embedded store on a temp folder (removed on close), in strict mode:
 * it refuses what MongoDB refuses, so a query only the embedded store takes fails here.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, seedDemo, type Database, type DatabaseOptions, type UserDoc } from './index.ts';
import { aliasFields } from './alias-prefix.ts';
import { newUserDoc } from './new-user.ts';

/** A stored user for tests: a new player's defaults (alias = steamid), then `extra` (its alias with its search key). */
export const userDoc = (steamid: string, extra: Partial<UserDoc> = {}): UserDoc => {
  const doc = { ...newUserDoc({ steamid, alias: steamid }, 0), ...extra };
  return { ...doc, ...aliasFields(doc.alias) };
};

export async function openTestDatabase(opts: Pick<DatabaseOptions, 'seed' | 'logger'> = {}): Promise<Database> {
  const uri = process.env.MONGODB_URI;
  if (uri) {
    const dbName = `pugtest_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const database = await openDatabase({ uri, dbName, logger: opts.logger });
    if (opts.seed) await seedDemo(database.collections);
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await database.db.dropDatabase().catch(() => undefined);
        await close();
      },
    };
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pug-db-'));
  const database = await openDatabase({ dataDir, seed: opts.seed, logger: opts.logger, strict: true });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
