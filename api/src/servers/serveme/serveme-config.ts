/**
 * serveme.tf reservations: off unless SERVEME_API_KEY is set. The region of a
 * pug's queue picks the serveme instance (SERVEME_REGION_URLS, `region=url` pairs, over the four
 * public instances by their usual region names).
 */
import { z } from 'zod';

export interface ServemeConfig {
  apiKey: string;
  /** Instance address by queue region (`https://serveme.tf`, without `/api`). */
  urlsByRegion: Record<string, string>;
  /** Longest serveme call (SERVEME_TIMEOUT_MS, 10000). */
  timeoutMs: number;
  /**
   * How long a reservation is asked for (SERVEME_RESERVATION_MINUTES, 120: what serveme.tf grants
   * a key without premium; a longer one is refused). A pug outliving it has it extended
   * (reservations.ts `extendHeld`).
   */
  reservationMinutes: number;
  /**
   * A reservation's server may be on loopback (SERVEME_ALLOW_LOOPBACK=1): for the tests' stand-ins
   * only, refused unless NODE_ENV=test. Private and other non-public addresses are refused always.
   */
  allowLoopback: boolean;
}

/** serveme.tf's instances, by the region names queues use. */
const PUBLIC_INSTANCES: Record<string, string> = {
  eu: 'https://serveme.tf',
  na: 'https://na.serveme.tf',
  sea: 'https://sea.serveme.tf',
  au: 'https://au.serveme.tf',
};

const instanceUrl = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && !url.username && !url.password && !url.search && !url.hash && (url.pathname === '/' || url.pathname === '');
    } catch {
      return false;
    }
  },
  { error: 'must be an instance address like https://na.serveme.tf, without a path, user, query or fragment' },
);

export const servemeEnvSchema = z.object({
  SERVEME_API_KEY: z
    .string()
    .regex(/^[\w-]{16,128}$/, { error: 'must be a serveme.tf API key (16-128 letters, digits, _ or -)' })
    .optional(),
  SERVEME_REGION_URLS: z
    .string()
    .transform((value, ctx) => {
      const pairs: Record<string, string> = {};
      for (const part of value
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const at = part.indexOf('=');
        const region = part.slice(0, at).trim();
        const url = part.slice(at + 1).trim();
        if (at < 1 || !/^[\w-]{1,20}$/.test(region) || !instanceUrl.safeParse(url).success) {
          ctx.addIssue({ code: 'custom', message: `must be region=url pairs like na=https://na.serveme.tf (got "${part}")` });
          return z.NEVER;
        }
        pairs[region] = url.replace(/\/+$/, '');
      }
      return pairs;
    })
    .optional(),
  SERVEME_TIMEOUT_MS: z
    .string()
    .regex(/^\d{1,6}$/, { error: 'must be a whole number of milliseconds' })
    .transform(Number)
    .pipe(z.number().min(500, { error: 'must be at least 500 ms' }))
    .optional(),
  SERVEME_RESERVATION_MINUTES: z
    .string()
    .regex(/^\d{1,4}$/, { error: 'must be a whole number of minutes' })
    .transform(Number)
    .pipe(z.number().min(30, { error: 'must be at least 30 minutes' }).max(600, { error: 'must be at most 600 minutes (10 h, serveme.tf premium)' }))
    .optional(),
  SERVEME_ALLOW_LOOPBACK: z.enum(['0', '1'], { error: 'must be 1 or 0' }).optional(),
});

/** The serveme settings (null: off), or the one-line problem (a plain-http instance in production, loopback servers outside tests). */
export function servemeConfigOf(e: z.output<typeof servemeEnvSchema>, nodeEnv: string): ServemeConfig | null | { error: string } {
  if (e.SERVEME_ALLOW_LOOPBACK === '1' && nodeEnv !== 'test') return { error: 'SERVEME_ALLOW_LOOPBACK=1 is for tests only (NODE_ENV=test)' };
  if (e.SERVEME_API_KEY === undefined) return null;
  const urlsByRegion = { ...PUBLIC_INSTANCES, ...e.SERVEME_REGION_URLS };
  const plain = Object.entries(urlsByRegion).find(([, url]) => url.startsWith('http:'));
  // The API key travels in every call, and the answer says where to send RCON: https only in production.
  if (plain && nodeEnv === 'production') return { error: `SERVEME_REGION_URLS: ${plain[0]} must use https in production` };
  return {
    apiKey: e.SERVEME_API_KEY,
    urlsByRegion,
    timeoutMs: e.SERVEME_TIMEOUT_MS ?? 10_000,
    reservationMinutes: e.SERVEME_RESERVATION_MINUTES ?? 120,
    allowLoopback: e.SERVEME_ALLOW_LOOPBACK === '1',
  };
}
