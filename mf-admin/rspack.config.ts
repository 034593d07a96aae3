import { appConfig } from '../tooling/rspack-app.ts';

export default appConfig({ dir: import.meta.dirname, name: 'mf-admin' });
