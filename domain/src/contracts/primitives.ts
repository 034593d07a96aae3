import { z } from 'zod';

// Browsers run the site under a Content-Security-Policy without 'unsafe-eval': there zod must
// neither compile parsers with `new Function` nor probe for it (every schema builds on this file).
if ('window' in globalThis) z.config({ jitless: true });

/** A Steam64 id: exactly 17 digits, as a string. */
export const steamIdSchema = z.string().regex(/^\d{17}$/, 'must be a 17-digit steamid');

/** A record id in a path or body: short, URL-safe, never an operator object. */
export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be an id');

/** A queue name as configured ('sixes', 'highlander', ...). */
export const queueNameSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9_-]+$/i, 'must be a queue name');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A point in time: epoch milliseconds, or an ISO date / date-time string (from a date picker).
 * Always parsed to epoch milliseconds.
 */
export const timestampSchema = z.union([
  z.number().int().min(0),
  z
    .string()
    .regex(ISO_DATE, 'must be an ISO date')
    .refine((s) => !Number.isNaN(Date.parse(s)), 'must be a valid date')
    .transform((s) => Date.parse(s)),
]);

/** A non-empty, trimmed line of text with a length cap. */
export const textSchema = (max: number) => z.string().trim().min(1, 'is required').max(max);

/** An http(s) URL string. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[a-z0-9.-]+(:\d+)?(\/[^\s]*)?$/i, 'must be an http(s) URL');

/** An integer, also given as a numeric string (docs/product.md "Validation": season number is parsed as an integer). */
export const intLikeSchema = z.union([
  z.number().int(),
  z
    .string()
    .trim()
    .regex(/^-?\d+$/, 'must be an integer')
    .transform((s) => Number.parseInt(s, 10)),
]);

/**
 * A league season number: parsed as an integer, so "4.7" (or 4.7) is season 4, as the league's own
 * pages number them; anything that does not start as a number is refused.
 */
export const seasonNumberSchema = z.union([
  z
    .number()
    .finite()
    .transform((n) => Math.trunc(n)),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d*)?$/, 'must be a season number')
    .transform((s) => Number.parseInt(s, 10)),
]);

/** A field name a client may ask for (userDict/pugHistoryDict keys): no operators, no paths into '$'. */
export const fieldNameSchema = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,39}$/, 'must be a field name');
