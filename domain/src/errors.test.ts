import { expect, it } from 'vitest';
import { conflict, DomainError, forbidden, isDomainError } from './errors.ts';

it('carries code, status and message', () => {
  const e = conflict('Already readied');
  expect(e).toBeInstanceOf(Error);
  expect(isDomainError(e)).toBe(true);
  expect(e.status).toBe(409);
  expect(e.toBody()).toEqual({ error: { code: 'CONFLICT', message: 'Already readied' } });
  expect(forbidden('banned').status).toBe(403);
  expect(new DomainError('NOT_FOUND', 'x').status).toBe(404);
  expect(isDomainError(new Error('x'))).toBe(false);
});
