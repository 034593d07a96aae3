/**
 * Reading a log's result from logs.tf's public JSON, `GET {LOGSTF_URL}/json/{id}`: whose answer is
 * untrusted. It is read with a timeout and at most LOGS_TF_MAX_BYTES, and only a shape that
 * validates (the teams' scores, the players' colours) is used; anything else is a failure, never
 * a result. logs.tf answers 404 for a log it has not processed (or does not have).
 */
import type { LogsTfResult } from '@pug/domain';
import { z } from 'zod';

/** A real log's JSON is a few hundred KB to a few MB (every player's per-class and per-weapon stats, the chat). */
export const LOGS_TF_MAX_BYTES = 8 * 1024 * 1024;

const score = z.number().int().min(0).max(1000);
const logSchema = z.object({
  teams: z.object({ Red: z.object({ score }), Blue: z.object({ score }) }),
  players: z.record(z.string().max(40), z.object({ team: z.string().max(20).nullish() })),
  info: z.object({ map: z.string().max(64).nullish() }).optional(),
});

type LogsTfAnswer = { kind: 'log'; log: LogsTfResult } | { kind: 'notYet' } | { kind: 'failed'; reason: string };

export async function readLogsTfResult(opts: { baseUrl: string; logId: string; timeoutMs: number }): Promise<LogsTfAnswer> {
  if (!/^\d{1,12}$/.test(opts.logId)) return { kind: 'failed', reason: 'not a logs.tf log id' };
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let text: string;
  try {
    const response = await fetch(`${opts.baseUrl}/json/${opts.logId}`, { signal, redirect: 'error', headers: { accept: 'application/json' } });
    if (response.status === 404) {
      await response.body?.cancel();
      return { kind: 'notYet' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { kind: 'failed', reason: `logs.tf answered ${response.status}` };
    }
    const read = await readCapped(response, LOGS_TF_MAX_BYTES);
    if (read === null) return { kind: 'failed', reason: `logs.tf's answer is over ${LOGS_TF_MAX_BYTES} bytes` };
    text = read;
  } catch (err) {
    return {
      kind: 'failed',
      reason: signal.aborted ? `logs.tf did not answer within ${opts.timeoutMs} ms` : `logs.tf could not be reached (${(err as Error).message})`,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'failed', reason: "logs.tf's answer is not JSON" };
  }
  const parsed = logSchema.safeParse(json);
  if (!parsed.success) return { kind: 'failed', reason: "logs.tf's answer is not a log's result" };
  const log: LogsTfResult = parsed.data;
  return { kind: 'log', log };
}

/** The body as text, or null once it passes `max` bytes (the rest is not read). */
async function readCapped(response: Response, max: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > max) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    // Leaving the loop cancels the body: the rest is not read.
    if (size > max) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
