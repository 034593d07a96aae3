import { MATCH_LOG_ORIGIN } from '@pug/domain';

/**
 * Where the api lives, as the running page sees it. In the embedded default everything is one
 * origin (''), in production the api may live on its own origin (docs/architecture.md "Persistence and scale"): a page sets
 * `window.__PUG_CONFIG__ = { apiOrigin: 'https://api.example' }` before the app loads.
 */
export interface PlatformConfig {
  apiOrigin: string;
  /** The match-log service (logs.tf); its `GET /json/{id}` is read without credentials. Tests point it elsewhere. */
  logsOrigin: string;
}

const DEFAULT_LOGS_ORIGIN = MATCH_LOG_ORIGIN;

declare global {
  interface Window {
    __PUG_CONFIG__?: Partial<PlatformConfig>;
  }
}

export function readPlatformConfig(): PlatformConfig {
  const fromPage = typeof window === 'undefined' ? undefined : window.__PUG_CONFIG__;
  return {
    apiOrigin: (fromPage?.apiOrigin ?? '').replace(/\/$/, ''),
    logsOrigin: (fromPage?.logsOrigin || DEFAULT_LOGS_ORIGIN).replace(/\/$/, ''),
  };
}
