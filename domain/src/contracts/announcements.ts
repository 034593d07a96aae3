/** The request schemas of the announcements' routes; the rules are in community/announcements.ts. */
import { z } from 'zod';
import { ANNOUNCEMENT_TEXT_MAX, isSafeAnnouncementLink } from '../community/announcements.ts';
import { idSchema } from './primitives.ts';

export const announcementBodySchema = z.strictObject({
  text: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(ANNOUNCEMENT_TEXT_MAX, `must be at most ${ANNOUNCEMENT_TEXT_MAX} characters`)
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), 'must be one line of text'),
  link: z
    .string()
    .trim()
    .max(500)
    .refine((link) => link === '' || isSafeAnnouncementLink(link), 'must be an https address')
    .nullable()
    .optional()
    .transform((link) => link || null),
  expiresAt: z.number().int().positive(),
});
export type AnnouncementBody = z.output<typeof announcementBodySchema>;

export const announcementParamsSchema = z.strictObject({ id: idSchema });
