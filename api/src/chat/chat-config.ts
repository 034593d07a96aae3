/**
 * The queue chat's settings: the per-player rate (CHAT_RATE_MAX messages in any CHAT_RATE_WINDOW_MS;
 * domain community/chat.ts `chatRateLimitWait`).
 */
import { DEFAULT_CHAT_RATE_LIMIT, type ChatRateLimit } from '@pug/domain';
import { z } from 'zod';

export type ChatConfig = { rate: ChatRateLimit };

const whole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: (iss) => `must be a whole number (got "${String(iss.input)}")` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `must be at least ${min}` })
        .max(max, { error: `must be at most ${max}` }),
    );

export const chatEnvSchema = z.object({
  CHAT_RATE_MAX: whole(1, 1000).default(DEFAULT_CHAT_RATE_LIMIT.max),
  CHAT_RATE_WINDOW_MS: whole(1000, 3_600_000).default(DEFAULT_CHAT_RATE_LIMIT.windowMs),
});

export function chatConfigOf(e: z.output<typeof chatEnvSchema>): ChatConfig {
  return { rate: { max: e.CHAT_RATE_MAX, windowMs: e.CHAT_RATE_WINDOW_MS } };
}
