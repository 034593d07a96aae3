/**
 * How a pug is named and how it ended, the same on every page: "#1234" (its sequential number; a pug
 * from before numbering shows its id), and "Ended by an admin" rather than "Complete" for a pug an
 * admin called off or ended with the score so far.
 */
import type { Pug } from '../entities.ts';

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
