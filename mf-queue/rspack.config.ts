import { appConfig } from '../tooling/rspack-app.ts';

export default appConfig({
  dir: import.meta.dirname,
  name: 'mf-queue',
  devPort: 3001,
  exposes: { './App': './src/App.tsx' },
});
