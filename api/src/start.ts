import { createApp, type PugApp } from './app.ts';
import { FEATURES } from './features.ts';
import { loadConfig } from './config.ts';
import type { Collections } from './db/index.ts';
import type { DbSeam } from './framework/health.ts';
import { createLogger, type Logger } from './framework/logger.ts';

/** The options api/src/db's `openDatabase` takes. */
export interface OpenDatabaseOptions {
  uri?: string;
  dataDir?: string;
  dbName?: string;
  seed?: boolean;
  logger?: Logger;
}

/** What start-up needs of the database: a readiness ping and a clean close. */
export interface StartableDatabase extends DbSeam {
  collections?: Collections;
  close(): Promise<void>;
}

export interface StartDeps {
  env: Record<string, string | undefined>;
  openDatabase: (opts: OpenDatabaseOptions) => Promise<StartableDatabase>;
  /** Where the one "ready" line goes (stdout in main.ts). */
  print: (line: string) => void;
  /** Where the log goes (default: JSON lines on stdout at LOG_LEVEL); tests read what start-up logs. */
  logger?: Logger;
}

/** Logged once when production runs without MONGODB_URI (docs/deploy.md: production runs a MongoDB replica set). */
export const EMBEDDED_STORE_IN_PRODUCTION =
  'NODE_ENV=production without MONGODB_URI: starting the embedded store, which is for development and demos; production should set MONGODB_URI to a MongoDB replica set (docs/deploy.md)';

export interface RunningSite {
  site: PugApp;
  port: number;
  logger: Logger;
  /** Closes sockets, HTTP and the database, in that order. */
  stop(): Promise<void>;
}

/**
 * config -> database (embedded when MONGODB_URI is unset, seeded) -> HTTP + sockets -> listen.
 * Throws ConfigError before touching anything when the configuration is bad.
 */
export async function startSite(deps: StartDeps): Promise<RunningSite> {
  const config = loadConfig(deps.env);
  const logger = deps.logger ?? createLogger({ level: config.logLevel });
  if (!config.mongodbUri && config.nodeEnv === 'production') logger.warn(EMBEDDED_STORE_IN_PRODUCTION);
  const database = await deps.openDatabase({
    ...(config.mongodbUri ? { uri: config.mongodbUri } : { seed: true }),
    dataDir: config.mongoDataDir,
    logger,
  });
  const site = createApp({ config, db: database, logger, features: FEATURES, ...(database.collections ? { collections: database.collections } : {}) });
  let port: number;
  try {
    ({ port } = await site.listen());
  } catch (err) {
    await database.close();
    throw err;
  }
  deps.print(`Pug site ready at http://localhost:${port}`);

  return {
    site,
    port,
    logger,
    stop: async () => {
      try {
        await site.close();
      } finally {
        await database.close();
      }
    },
  };
}
