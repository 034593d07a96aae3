import path from 'node:path';
import { appConfig } from '../tooling/rspack-app.ts';

export default appConfig({
  dir: import.meta.dirname,
  name: 'host',
  runtimePlugins: [path.join(import.meta.dirname, 'src/mf/fallback-plugin.ts')],
});
