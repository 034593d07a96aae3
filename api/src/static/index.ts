export { serveStatic } from './serve-static.ts';
export { remotesRoutes } from './remotes.ts';
export { REMOTE_NAMES, defaultRemotes, isRemoteName, type RemoteName, type RemotesManifest } from './remote-names.ts';
export { cacheControlFor } from './serve-file.ts';
