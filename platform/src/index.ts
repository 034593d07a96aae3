export { ApiError, createApiClient, type ApiClient, type ApiClientOptions, type RequestOptions } from './api-client.ts';
export { ApiProvider, useApi, useApiQuery, type ApiQuery } from './api-provider.tsx';
export { readPlatformConfig, type PlatformConfig } from './config.ts';
export { PlatformProvider, type PlatformProviderProps } from './platform-provider.tsx';
export {
  SocketProvider,
  createPugSocket,
  useOnReconnect,
  useSocket,
  useSocketConnected,
  useSocketEvent,
  type PugSocket,
} from './socket-provider.tsx';
export { ThemeModeProvider, THEME_STORAGE_KEY, useThemeMode, type ThemeMode } from './theme-mode.tsx';
export { useToast } from '@pug/design-system';
export type { RemoteAppProps } from './remote.ts';
export { mountStandalone } from './standalone.tsx';
export { BuildStamp } from './BuildStamp.tsx';
export { SessionProvider, signInUrl, useSession, type Session } from './session/session-provider.tsx';
export { getPublicJson } from './public-json.ts';
