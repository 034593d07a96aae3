import { ConfigError } from './config.ts';
import { openDatabase } from './db/index.ts';
import { startSite } from './start.ts';

/** `npm start`: the whole site on one port, printing `Pug site ready at http://localhost:<port>`. */
startSite({ env: process.env, openDatabase, print: (line) => process.stdout.write(`${line}\n`) }).then(
  (running) => {
    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      running.logger.info({ signal }, 'shutting down');
      running.stop().then(
        () => process.exit(0),
        (err: unknown) => {
          running.logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  },
  (err: unknown) => {
    const message = err instanceof ConfigError ? err.message : `Pug site failed to start: ${errorText(err)}`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
);

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
