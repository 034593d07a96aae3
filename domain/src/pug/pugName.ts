/**
 * How a pug is named and how it ended, the same on every page: "#1234" (its sequential number; a pug
 * from before numbering shows its id), and "Ended by an admin" rather than "Complete" for a pug an
 * admin called off or ended with the score so far.
 */
import { z } from 'zod';
import type { Pug } from '../entities.ts';
import { idSchema } from '../contracts/primitives.ts';

/** "#1234", or the id of a pug stored before pugs had numbers. */
export function pugLabel(pug: Pick<Pug, '_id' | 'number'>): string {
  return pug.number ? `#${pug.number}` : pug._id;
}

/** The pug's status as players read it: its phase, or how a finished pug ended. */
export function pugStatusLabel(pug: Pick<Pug, 'phase' | 'endedBy' | 'resultByAdmin'>): string {
  if (pug.phase !== 'Complete') return pug.phase;
  if (pug.endedBy === 'admin' || pug.resultByAdmin) return 'Ended by an admin';
  if (pug.endedBy === 'site') return 'Cancelled';
  return 'Complete';
}

/** The largest pug number a path may name (a longer run of digits is a typo, not a pug). */
const MAX_PUG_NUMBER = 999_999_999;

/**
 * A pug named in a path (`/api/pug/:id`): its number (all digits; ids always hold a letter or a `-`,
 * `<queue>-<hash>`) or its id. Anything else is a 400.
 */
export const pugRefParamsSchema = z.object({
  id: z.union([
    z
      .string()
      .regex(/^[1-9]\d{0,8}$/, 'must be a pug number')
      .transform((digits) => ({ number: Number(digits) }))
      .refine((ref) => ref.number <= MAX_PUG_NUMBER),
    idSchema.refine((id) => !/^\d+$/.test(id), 'must be a pug number or id').transform((id) => ({ _id: id })),
  ]),
});
