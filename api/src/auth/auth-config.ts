/**
 * Sign-in configuration: which provider, who is an admin, how long a session lives, and whether
 * the development sign-in is on. Read by `loadConfig` (config.ts) from the environment.
 */
import { randomBytes } from 'node:crypto';
import { steamIdSchema } from '@pug/domain';
import { z } from 'zod';
import { formatZodError } from '../framework/validate.ts';

type AuthProvider = 'sso' | 'steam' | 'dev';

export interface SsoConfig {
  /** The league's OpenID Connect issuer URL (discovery at /.well-known/openid-configuration). */
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  /** The ID token / userinfo claim holding the 17-digit Steam ID. */
  steamidClaim: string;
  scope: string;
}

export interface SteamConfig {
  /** Steam's OpenID 2.0 endpoint (the OP), where users are sent and assertions are checked. */
  endpoint: string;
  /** Steam Web API key for alias and avatar (GetPlayerSummaries); without it the alias is the Steam ID. */
  apiKey: string | undefined;
  apiUrl: string;
}

/** Discord linking (OAuth2 authorization code): on only when both DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET are set. */
export interface DiscordConfig {
  clientId: string;
  clientSecret: string;
  /** Discord's API base (DISCORD_API_URL, default https://discord.com/api): /oauth2/authorize, /oauth2/token, /users/@me. */
  apiUrl: string;
}

export interface AuthConfig {
  /** Where GET /auth/login sends the player. */
  provider: AuthProvider;
  /** POST /auth/dev-login and its picker page: never on in production. */
  devLogin: boolean;
  /** Admins from configuration (the stored `isAdmin` flag adds more). */
  adminSteamids: string[];
  sessionTtlMs: number;
  sso: SsoConfig | undefined;
  steam: SteamConfig;
  /**
   * HMAC key for the api's own short-lived cookies (the pending sign-in). COOKIE_SECRET, or a
   * random key per process start (several api processes need the same COOKIE_SECRET).
   */
  cookieKey: Buffer;
  /** Discord linking; undefined when not configured (the tutorial then does not ask for it). */
  discord: DiscordConfig | undefined;
}

/** The shortest COOKIE_SECRET accepted (characters). */
const COOKIE_SECRET_MIN_LENGTH = 32;

const HOUR_MS = 3_600_000;

const urlSchema = z.string().refine((v) => URL.canParse(v) && /^https?:/.test(v), { error: 'must be an http(s) URL' });

const authEnvSchema = z.object({
  AUTH_PROVIDER: z.enum(['sso', 'steam', 'dev'], { error: 'must be sso, steam or dev' }).optional(),
  AUTH_DEV: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
  ADMIN_STEAMIDS: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(steamIdSchema))
    .optional(),
  SESSION_TTL_HOURS: z
    .string()
    .regex(/^\d{1,5}$/, { error: 'must be a whole number of hours' })
    .transform(Number)
    .pipe(z.number().min(1, { error: 'must be at least 1' }))
    .optional(),
  SSO_ISSUER: urlSchema.optional(),
  SSO_CLIENT_ID: z.string().optional(),
  SSO_CLIENT_SECRET: z.string().optional(),
  SSO_STEAMID_CLAIM: z
    .string()
    .regex(/^[A-Za-z0-9_:.-]+$/, { error: 'must be a claim name' })
    .optional(),
  SSO_SCOPE: z.string().optional(),
  STEAM_OPENID_ENDPOINT: urlSchema.optional(),
  STEAM_API_KEY: z.string().optional(),
  STEAM_API_URL: urlSchema.optional(),
  DISCORD_CLIENT_ID: z
    .string()
    .regex(/^\d{5,25}$/, { error: 'must be a Discord application id (digits)' })
    .optional(),
  DISCORD_CLIENT_SECRET: z.string().min(8, { error: 'must be the application secret' }).optional(),
  DISCORD_API_URL: urlSchema.optional(),
  COOKIE_SECRET: z
    .string()
    .min(COOKIE_SECRET_MIN_LENGTH, { error: `must be at least ${COOKIE_SECRET_MIN_LENGTH} characters` })
    .optional(),
});

export interface AuthEnvContext {
  nodeEnv: 'development' | 'production' | 'test';
  /** True when MONGODB_URI is unset: the embedded defaults are in use. */
  embedded: boolean;
  /** True when REDIS_URL is set: several api processes share the work. */
  multiProcess: boolean;
}

/**
 * Reads the sign-in variables; returns an error message (one line) instead of throwing so that
 * config.ts can raise its own ConfigError.
 */
export function readAuthConfig(env: Record<string, string | undefined>, ctx: AuthEnvContext): AuthConfig | { error: string } {
  const parsed = authEnvSchema.safeParse(env);
  if (!parsed.success) return { error: formatZodError(parsed.error, 'env') };
  const e = parsed.data;
  const production = ctx.nodeEnv === 'production';

  if (production && e.AUTH_DEV === '1') {
    return { error: 'AUTH_DEV=1 is refused with NODE_ENV=production (the development sign-in lets anyone be anyone)' };
  }
  const devLogin = !production && (e.AUTH_DEV === '1' || (e.AUTH_DEV === undefined && ctx.embedded));

  let sso: SsoConfig | undefined;
  if (e.SSO_ISSUER !== undefined || e.SSO_CLIENT_ID !== undefined) {
    if (!e.SSO_ISSUER || !e.SSO_CLIENT_ID) return { error: 'SSO_ISSUER and SSO_CLIENT_ID must be set together' };
    if (production && !e.SSO_ISSUER.startsWith('https:')) return { error: 'SSO_ISSUER must be https in production' };
    sso = {
      issuer: e.SSO_ISSUER,
      clientId: e.SSO_CLIENT_ID,
      clientSecret: e.SSO_CLIENT_SECRET,
      steamidClaim: e.SSO_STEAMID_CLAIM ?? 'steamid',
      scope: e.SSO_SCOPE ?? 'openid profile',
    };
  }

  if (production && ctx.multiProcess && !e.COOKIE_SECRET) {
    return { error: 'COOKIE_SECRET must be set when several api processes run in production (REDIS_URL): each must sign cookies the others accept' };
  }

  if ((e.DISCORD_CLIENT_ID === undefined) !== (e.DISCORD_CLIENT_SECRET === undefined)) {
    return { error: 'DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET must be set together' };
  }
  if (production && e.DISCORD_API_URL && !e.DISCORD_API_URL.startsWith('https:')) return { error: 'DISCORD_API_URL must be https in production' };
  const discord: DiscordConfig | undefined =
    e.DISCORD_CLIENT_ID && e.DISCORD_CLIENT_SECRET
      ? { clientId: e.DISCORD_CLIENT_ID, clientSecret: e.DISCORD_CLIENT_SECRET, apiUrl: (e.DISCORD_API_URL ?? 'https://discord.com/api').replace(/\/$/, '') }
      : undefined;

  const provider: AuthProvider = e.AUTH_PROVIDER ?? (sso ? 'sso' : devLogin ? 'dev' : 'steam');
  if (provider === 'sso' && !sso) return { error: 'AUTH_PROVIDER=sso needs SSO_ISSUER and SSO_CLIENT_ID' };
  if (provider === 'dev' && !devLogin) return { error: 'AUTH_PROVIDER=dev needs the development sign-in (AUTH_DEV=1, never in production)' };

  return {
    provider,
    devLogin,
    adminSteamids: e.ADMIN_STEAMIDS ?? [],
    sessionTtlMs: (e.SESSION_TTL_HOURS ?? 24 * 30) * HOUR_MS,
    sso,
    steam: {
      endpoint: e.STEAM_OPENID_ENDPOINT ?? 'https://steamcommunity.com/openid/login',
      apiKey: e.STEAM_API_KEY,
      apiUrl: (e.STEAM_API_URL ?? 'https://api.steampowered.com').replace(/\/$/, ''),
    },
    cookieKey: e.COOKIE_SECRET ? Buffer.from(e.COOKIE_SECRET, 'utf8') : randomBytes(32),
    discord,
  };
}
