#!/usr/bin/env -S node --import tsx
/**
 * Runs the embedded store on its own:
 *   npm run store -- --port 27018 --dbpath DIR   (node --import tsx store/src/cli.ts ...)
 * or backs a data folder up while a store serves it, and restores a backup into a new folder:
 *   npm run store -- backup --dbpath DIR --out FILE
 *   npm run store -- restore --from FILE --dbpath NEWDIR
 * Clients authenticate (SCRAM-SHA-256) as `--user` with a password generated at each start, or
 * `$MONGO_STORE_PASSWORD` when set. Prints the `mongodb://user:password@.../?authSource=admin`
 * URI on stdout once it listens; logs go to stderr. A generated password is printed there (the
 * only place it appears: the operator has no other way to learn it); one the operator set is
 * not, the URI reading `<MONGO_STORE_PASSWORD>` in its place, since stdout may go to a journal
 * others read (the systemd unit's does).
 * SIGINT/SIGTERM compact the journal and stop it.
 */
import { parseArgs } from 'node:util';
import { connectionUri, createStoreCredential } from './auth.ts';
import { backupDataDir, restoreDataDir } from './backup.ts';
import { startEmbeddedStore } from './server.ts';
import type { StoreLogger } from './datadir.ts';

const USAGE = `usage: store [--port N] [--host 127.0.0.1] [--dbpath DIR] [--user NAME] [--fsync] [--compact-mb N]
  --port    TCP port (default 27017; 0 picks a free one)
  --host    loopback address to listen on (default 127.0.0.1)
  --dbpath  data folder (default $MONGO_DATA_DIR or ./.data/mongo)
  --user    the user clients authenticate as (default pug; authSource admin)
  --fsync   fdatasync every journal write (survives power loss, slower)
  --compact-mb  compact the journal (in the background) once it passes max(N MiB, the
            last snapshot's size); default 16
The password is $MONGO_STORE_PASSWORD (printable ASCII) or, unset, random for this start.
The connection URI is printed on stdout once the store listens: with the random password in it,
or with <MONGO_STORE_PASSWORD> standing for the one you set.

       store backup --dbpath DIR --out FILE
  a consistent snapshot of DIR, which a running store may be serving, written to FILE (0600)
       store restore --from FILE --dbpath NEWDIR
  restores a backup into NEWDIR (missing or empty); start a store (or the api) on it`;

/** What the printed URI shows for a password the operator set. */
const PLACEHOLDER = '<MONGO_STORE_PASSWORD>';

const log =
  (level: string) =>
  (...args: unknown[]) => {
    const [first, second] = args;
    const entry = typeof first === 'string' ? { msg: first } : { ...(first as object), msg: second };
    process.stderr.write(`${JSON.stringify({ level, time: new Date().toISOString(), ...entry })}\n`);
  };
const logger: StoreLogger = { info: log('info'), warn: log('warn'), error: log('error') };

function parse() {
  try {
    return parseArgs({
      args: process.argv.slice(2).filter((a, i) => !(i === 0 && (a === 'backup' || a === 'restore'))),
      options: {
        out: { type: 'string' },
        from: { type: 'string' },
        port: { type: 'string', default: '27017' },
        host: { type: 'string', default: '127.0.0.1' },
        dbpath: { type: 'string', default: process.env.MONGO_DATA_DIR || './.data/mongo' },
        user: { type: 'string', default: 'pug' },
        fsync: { type: 'boolean', default: false },
        'compact-mb': { type: 'string', default: '16' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }).values;
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n${USAGE}\n`);
    process.exit(2);
  }
}

const command = process.argv[2] === 'backup' || process.argv[2] === 'restore' ? process.argv[2] : 'serve';
const args = parse();
if (args.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (command !== 'serve') copyData(command);
const port = Number(args.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`--port must be an integer from 0 to 65535, got '${args.port}'\n${USAGE}\n`);
  process.exit(2);
}

const compactMb = Number(args['compact-mb']);
if (!(compactMb > 0)) {
  process.stderr.write(`--compact-mb must be a positive number, got '${args['compact-mb']}'\n${USAGE}\n`);
  process.exit(2);
}

try {
  const generated = createStoreCredential(args.user);
  const chosen = process.env.MONGO_STORE_PASSWORD || undefined;
  const credential = { user: generated.user, password: chosen ?? generated.password };
  const store = await startEmbeddedStore({
    port,
    host: args.host,
    dataDir: args.dbpath,
    fsync: args.fsync,
    compactBytes: Math.round(compactMb * 1024 * 1024),
    credential,
    logger,
  });
  const shown = chosen
    ? connectionUri(store.host, store.port, { ...credential, password: PLACEHOLDER }).replace(encodeURIComponent(PLACEHOLDER), PLACEHOLDER)
    : store.uri;
  process.stdout.write(`${shown}\n`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping the embedded store');
    store.close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err: String(err) }, 'failed to stop cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (err) {
  logger.error({ err: (err as Error).message }, 'the embedded store could not start');
  process.exit(1);
}

/** `backup` and `restore`: one line on stdout when done, exit 1 with the reason on stderr otherwise. */
function copyData(which: 'backup' | 'restore'): never {
  const file = which === 'backup' ? args.out : args.from;
  if (!file) {
    process.stderr.write(`${which} needs ${which === 'backup' ? '--out FILE' : '--from FILE'}\n${USAGE}\n`);
    process.exit(2);
  }
  try {
    if (which === 'backup') {
      const { bytes, records } = backupDataDir(args.dbpath, file, logger);
      process.stdout.write(`backup of ${args.dbpath} written to ${file} (${records} records, ${bytes} bytes)\n`);
    } else {
      const { records } = restoreDataDir(file, args.dbpath, logger);
      process.stdout.write(`${file} restored into ${args.dbpath} (${records} records)\n`);
    }
    process.exit(0);
  } catch (err) {
    logger.error({ err: (err as Error).message }, `${which} failed`);
    process.stderr.write(`${which} failed: ${(err as Error).message}\n`);
    process.exit(1);
  }
}
