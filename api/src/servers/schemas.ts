/** Request bodies of the server admin routes (the spec leaves them out; ARCHITECTURE §3 adds them). */
import { z } from 'zod';

const ipportSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9.-]{1,253}:\d{1,5}$/, { error: 'must be host:port, e.g. 203.0.113.7:27015' })
  .refine((v) => {
    const port = Number(v.slice(v.lastIndexOf(':') + 1));
    return port >= 1 && port <= 65535;
  }, 'the port must be 1-65535');

/** Printable ASCII without quotes or semicolons (it is sent to the server's console). */
const rconPasswordSchema = z.string().min(1).max(128).regex(/^[\x21-\x7e]+$/, { error: 'must be printable characters without spaces' }).refine((v) => !/["';]/.test(v), 'must not contain quotes or semicolons');

export const addServerBodySchema = z
  .object({
    name: z.string().trim().min(1).max(60),
    ipport: ipportSchema,
    rconPassword: rconPasswordSchema,
    region: z.string().trim().min(1).max(20),
    priority: z.number().int().min(-1000).max(1000).default(0),
    enabled: z.boolean().default(true),
  })
  .strict();

/** Every field optional; an absent rconPassword keeps the stored one. */
export const editServerBodySchema = z
  .object({
    name: z.string().trim().min(1).max(60),
    ipport: ipportSchema,
    rconPassword: rconPasswordSchema,
    region: z.string().trim().min(1).max(20),
    priority: z.number().int().min(-1000).max(1000),
    enabled: z.boolean(),
  })
  .partial()
  .strict();

export type AddServerBody = z.infer<typeof addServerBodySchema>;
export type EditServerBody = z.infer<typeof editServerBodySchema>;
