import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './errors.ts';
import { formatIssuePath, parseWith } from './validate.ts';

const queueRole = z.object({
  queueName: z.string().min(1),
  role: z.enum(['medic', 'demoman']),
  isQueue: z.boolean(),
});

function failure(input: unknown): HttpError {
  try {
    parseWith(queueRole, input, 'body');
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    return err as HttpError;
  }
  throw new Error('expected validation to fail');
}

describe('parseWith', () => {
  it('returns the parsed value when the input fits', () => {
    expect(parseWith(queueRole, { queueName: 'sixes', role: 'medic', isQueue: true }, 'body')).toEqual({
      queueName: 'sixes',
      role: 'medic',
      isQueue: true,
    });
  });

  it('throws a 400 whose message names the failing field', () => {
    const err = failure({ queueName: 'sixes', role: 'spy', isQueue: true });
    expect(err.status).toBe(400);
    expect(err.code).toBe('BAD_REQUEST');
    expect(err.message).toMatch(/^Invalid body: role: /);
  });

  it('refuses operator injection where a string belongs', () => {
    const err = failure({ queueName: { $gt: '' }, role: 'medic', isQueue: true });
    expect(err.message).toContain('queueName: Invalid input: expected string, received object');
  });

  it('names the whole input when it is not an object, and caps the list of issues', () => {
    expect(failure(null).message).toMatch(/^Invalid body: body: /);
    const many = failure({});
    expect(many.message.split('; ')).toHaveLength(3);
  });
});

describe('formatIssuePath', () => {
  it('joins keys and indexes like a property access', () => {
    expect(formatIssuePath([0, 'roles', 1, 'perTeam'], 'x')).toBe('[0].roles[1].perTeam');
    expect(formatIssuePath(['a', 'b'], 'x')).toBe('a.b');
    expect(formatIssuePath([], 'query')).toBe('query');
  });
});
