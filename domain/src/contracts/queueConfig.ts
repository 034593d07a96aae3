/** Validation of queue configuration (QUEUES_JSON / QUEUES_FILE): name, format, region, role slots. */
import { z } from 'zod';
import { BASE_CLASSES, FORMATS, ROLES, type QueueConfig } from '../formats/formats.ts';
import { queueNameSchema } from './primitives.ts';

const slotSchema = z.union([
  z.object({ role: z.enum(ROLES), perTeam: z.number().int().min(1).max(6) }).strict(),
  z.object({ role: z.literal('flex'), perTeam: z.number().int().min(1).max(6), classes: z.array(z.enum(BASE_CLASSES)).min(1) }).strict(),
]);

export const queueConfigSchema = z
  .object({
    name: queueNameSchema,
    format: z.enum(FORMATS),
    region: z.string().min(1).max(20),
    roles: z.array(slotSchema).min(1),
  })
  .superRefine((q, ctx) => {
    const seen = new Set<string>();
    for (const slot of q.roles) {
      const taken = slot.role === 'flex' ? ['flex', ...(slot.classes ?? [])] : [slot.role];
      for (const role of taken) {
        if (seen.has(role)) ctx.addIssue({ code: 'custom', message: `role "${role}" appears twice`, path: ['roles'] });
        seen.add(role);
      }
    }
  });

export const queueConfigsSchema = z
  .array(queueConfigSchema)
  .min(1)
  .refine((qs) => new Set(qs.map((q) => q.name)).size === qs.length, 'queue names must be unique');

/** Parse queue configuration or throw an Error naming the first problem. */
export function parseQueueConfigs(value: unknown): QueueConfig[] {
  const result = queueConfigsSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new Error(`Invalid queue configuration at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return result.data;
}
