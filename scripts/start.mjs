// `npm start`: install what is missing, build what is out of date, start the site with its
// embedded defaults (the api serves the host, the remotes, Storybook and the embedded store).
import path from 'node:path';
import { buildAll } from './build.mjs';
import { log, root, run } from './lib.mjs';

await buildAll();
log(`Starting the site (PORT=${process.env.PORT ?? 8080})…`);
// The compiled api (scripts/build.mjs built api/dist): no TypeScript transpiling at start.
await run('node', ['--enable-source-maps', path.join('dist', 'main.js')], { cwd: path.join(root, 'api') }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
