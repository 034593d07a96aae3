import type { Context } from 'koa';
import type { z } from 'zod';
import { badRequest } from './errors.ts';

const MAX_ISSUES_SHOWN = 3;

/** `a.b[0].c` for a zod issue path; `where` names the whole input when the path is empty. */
export function formatIssuePath(path: readonly PropertyKey[], where: string): string {
  if (path.length === 0) return where;
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('');
}

/** One readable line naming each failing field, e.g. `queueName: Invalid input: expected string, received number`. */
export function formatZodError(error: z.ZodError, where: string): string {
  const shown = error.issues.slice(0, MAX_ISSUES_SHOWN).map((issue) => {
    return `${formatIssuePath(issue.path, where)}: ${issue.message}`;
  });
  const more = error.issues.length - shown.length;
  return shown.join('; ') + (more > 0 ? ` (and ${more} more)` : '');
}

/** Parses `input` with `schema`, or throws a 400 HttpError whose message names the field. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, where: string): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw badRequest(`Invalid ${where}: ${formatZodError(result.error, where)}`, 'BAD_REQUEST');
  }
  return result.data;
}

/** The request body (parsed by the body parser) validated with `schema`. */
export function parseBody<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  return parseWith(schema, ctx.request.body, 'body');
}

/** Route parameters validated with `schema`. */
export function parseParams<S extends z.ZodType>(ctx: Context & { params?: unknown }, schema: S): z.output<S> {
  return parseWith(schema, ctx.params ?? {}, 'params');
}
