/**
 * Server admin request bodies (our addition; docs/product.md "HTTP routes"). The api
 * validates with these and mf-admin's form checks with the same schemas.
 */
import { z } from 'zod';

export const SERVER_NAME_MAX = 60;
export const SERVER_REGION_MAX = 20;
export const SERVER_PRIORITY_LIMIT = 1000;

/** `host:port` of a game server (a hostname or IPv4 address, port 1-65535). */
export const ipportSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9.-]{1,253}:\d{1,5}$/, { error: 'must be host:port, e.g. 203.0.113.7:27015' })
  .refine((v) => {
    const port = Number(v.slice(v.lastIndexOf(':') + 1));
    return port >= 1 && port <= 65535;
  }, 'the port must be 1-65535');

/** Printable ASCII without spaces, quotes or semicolons (it is sent to the server's console). */
export const rconPasswordSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\x21-\x7e]+$/, { error: 'must be printable characters without spaces' })
  .refine((v) => !/["';]/.test(v), 'must not contain quotes or semicolons');

export const serverNameSchema = z.string().trim().min(1).max(SERVER_NAME_MAX);
export const serverRegionSchema = z.string().trim().min(1).max(SERVER_REGION_MAX);
/** Higher first when picking a server for a pug. */
export const serverPrioritySchema = z.number().int().min(-SERVER_PRIORITY_LIMIT).max(SERVER_PRIORITY_LIMIT);

const serverFields = {
  name: serverNameSchema,
  ipport: ipportSchema,
  rconPassword: rconPasswordSchema,
  region: serverRegionSchema,
  priority: serverPrioritySchema,
  enabled: z.boolean(),
};

/** POST /api/servers/ */
export const addServerBodySchema = z.object({ ...serverFields, priority: serverPrioritySchema.default(0), enabled: z.boolean().default(true) }).strict();

/** PUT /api/servers/{id}: every field optional; an absent rconPassword keeps the stored one. */
export const editServerBodySchema = z.object(serverFields).partial().strict();

export type AddServerBody = z.infer<typeof addServerBodySchema>;
export type EditServerBody = z.infer<typeof editServerBodySchema>;
export type ServerBodyField = keyof typeof serverFields;

/** POST /api/pug/{id}/server/reinitialize and …/reassign: nothing to say but the pug (in the path). */
export const pugServerActionBodySchema = z.object({}).strict();

export const RCON_COMMAND_MAX = 256;
/**
 * Console variables the RCON console never touches, read or set: the RCON password, the log
 * secret (it authenticates the match's log lines), the players' and SourceTV's passwords (the
 * site hands those out; reinitialize or reassign to change them).
 */
const BLOCKED_CVARS = ['rcon_password', 'sv_logsecret', 'sv_password', 'tv_password', 'tv_relaypassword'] as const;

/**
 * Why the RCON console refuses `command`, or null. Matched anywhere in the line, any case, so a
 * second command after `;`, a quoted name or an alias holding the name is refused as well.
 */
export function rconCommandRefusal(command: string): string | null {
  const lower = command.toLowerCase();
  const blocked = BLOCKED_CVARS.find((name) => lower.includes(name));
  return blocked ? `The console does not touch ${blocked}: the site manages it` : null;
}

/** POST /api/pug/{id}/rcon: one line of printable ASCII (no control characters), at most 256. */
export const pugRconBodySchema = z
  .object({
    command: z
      .string()
      .trim()
      .min(1)
      .max(RCON_COMMAND_MAX)
      .regex(/^[\x20-\x7e]+$/, { error: 'must be one line of printable characters' }),
  })
  .strict();
export type PugRconBody = z.infer<typeof pugRconBodySchema>;

/** The RCON console's answer: the server's reply, secrets masked. */
export interface PugRconAnswer {
  command: string;
  answer: string;
}
