/** Adding for the night (domain lobby/nightAdd.ts has the rules): the body of POST /api/nightAdd and what GET answers. */
import { z } from 'zod';
import type { SteamId, Timestamp } from '../entities.ts';
import { ROLES, type Role } from '../formats/formats.ts';
import { queueNameSchema } from './primitives.ts';

/** One queue of an add: its name and the roles the player queues as there. */
export interface NightAddQueue {
  queueName: string;
  roles: Role[];
}

/** A player's add as it is stored and as their page sees it. */
export interface NightAdd {
  steamid: SteamId;
  queues: NightAddQueue[];
  since: Timestamp;
  until: Timestamp;
  /** The queue whose ready-up seated them (the add is over for the others); null while it waits. */
  takenBy: string | null;
}

/** POST /api/nightAdd: the queues with the player's roles in each, and for how long (minutes, one of the offered durations). */
export const nightAddBodySchema = z.strictObject({
  queues: z
    .array(z.strictObject({ queueName: queueNameSchema, roles: z.array(z.enum(ROLES)).max(ROLES.length) }))
    .min(1)
    .max(20),
  minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
});
export type NightAddBody = z.infer<typeof nightAddBodySchema>;

/** GET /api/nightAdd (and the answer of POST/DELETE): the player's running add (null: none), the durations offered, and the default. */
export interface NightAddAnswer {
  /** Off by NIGHT_ADD_ENABLED=0: the page offers nothing. */
  enabled: boolean;
  add: NightAdd | null;
  durations: number[];
  defaultMinutes: number;
}
