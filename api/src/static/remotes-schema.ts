import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from './remote-names.ts';

/** A remote's manifest URL: absolute http(s) or a same-origin path starting with '/'. */
export const manifestUrlSchema = z.string().refine(
  (value) => {
    if (value.startsWith('/')) return !value.startsWith('//');
    try {
      return /^https?:$/.test(new URL(value).protocol);
    } catch {
      return false;
    }
  },
  { error: (iss) => `must be an http(s) URL or a path starting with / (got "${String(iss.input)}")` },
);

const shape = Object.fromEntries(REMOTE_NAMES.map((name) => [name, manifestUrlSchema.optional()])) as Record<
  RemoteName,
  z.ZodOptional<typeof manifestUrlSchema>
>;

/** REMOTES_JSON / REMOTES_FILE: overrides per remote name; unknown names are refused (typos). */
export const remotesOverrideSchema = z
  .object(shape, {
    error: (iss) => {
      if (iss.code === 'unrecognized_keys') {
        return `unknown remote ${iss.keys.map((k) => `"${k}"`).join(', ')} (known: ${REMOTE_NAMES.join(', ')})`;
      }
      return iss.code === 'invalid_type' ? 'must be a JSON object of remote name -> URL' : undefined;
    },
  })
  .strict();
