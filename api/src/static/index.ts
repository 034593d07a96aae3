export { serveStatic } from './serve-static.ts';
export { remotesRoutes } from './remotes.ts';
