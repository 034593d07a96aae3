/**
 * Reads an uploaded picture's raw bytes (the body of PUT /api/maps/{id}/image) up to `limit`.
 * A body over the limit is 413, whatever its Content-Length said; the rest of it is read and
 * dropped (up to four times the limit, so the client gets its answer) and a longer one is cut off.
 */
import type { Context } from 'koa';
import { HttpError } from '../framework/errors.ts';

const tooLarge = (limit: number) => new HttpError(413, 'PAYLOAD_TOO_LARGE', `The image is larger than ${limit / 1024} KB`);

export async function readImageBody(ctx: Context, limit: number): Promise<Buffer> {
  const declared = Number(ctx.get('Content-Length') || 0);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > limit * 4) {
      ctx.req.destroy();
      break;
    }
    if (total <= limit) chunks.push(chunk);
  }
  if (total > limit || declared > limit) throw tooLarge(limit);
  return Buffer.concat(chunks, total);
}
