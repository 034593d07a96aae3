import { expect, it } from 'vitest';
import { countdownInfoAt, secondsUntil } from '../lobby/countdown.ts';
import { endPugPayloadSchema, readyPayloadSchema, setPugPhasePayloadSchema } from './realtime.ts';

it('validates client payloads', () => {
  expect(readyPayloadSchema.safeParse({ isReady: true, userSteamId: '76561198000000001', queueName: 'sixes' }).success).toBe(true);
  expect(readyPayloadSchema.safeParse({ isReady: 1, userSteamId: '76561198000000001', queueName: 'sixes' }).success).toBe(false);
  expect(setPugPhasePayloadSchema.safeParse({ phase: 'Playing', queueName: 'sixes' }).success).toBe(true);
  expect(setPugPhasePayloadSchema.safeParse({ phase: 'Drafting', queueName: 'sixes' }).success).toBe(false);
  expect(endPugPayloadSchema.safeParse({ pugId: { $gt: '' } }).success).toBe(false);
});
it('computes countdowns from a deadline', () => {
  expect(secondsUntil(61_000, 1_000)).toBe(60);
  expect(secondsUntil(1_500, 1_000)).toBe(0);
  expect(secondsUntil(0, 5_000)).toBe(0);
  expect(countdownInfoAt(10_000, 0)).toEqual({ secondsRemaining: 10, deadline: 10_000 });
});
