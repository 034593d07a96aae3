/**
 * The api as `npm start` runs it (api/src/main.ts: startSite with this process's environment),
 * in a child process that also answers `usage` and `snapshot` over IPC (usage-ipc.mjs). For
 * idle-sockets.bench.ts. Says "ready" over IPC once listening; SIGINT stops it.
 */
import { openDatabase } from '@pug/api/src/db/index.ts';
import { startSite } from '@pug/api/src/start.ts';
import { answerUsageOverIpc } from './usage-ipc.mjs';

const running = await startSite({ env: process.env, openDatabase, print: () => undefined });
answerUsageOverIpc();
process.once('SIGINT', () => {
  void running.stop().then(() => process.exit(0));
});
process.send!({ type: 'ready', port: running.port });
