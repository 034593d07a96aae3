import { describe, expect, it } from 'vitest';
import { pugResultText } from './pugResult.ts';

describe('pugResultText', () => {
  it('names the winner and the score (BLU – RED), or a draw; nothing without a result', () => {
    expect(pugResultText({ phase: 'Complete', data: { score: [5, 1] } })).toBe('BLU won 5 – 1');
    expect(pugResultText({ phase: 'Complete', data: { score: [2, 3] } })).toBe('RED won 2 – 3');
    expect(pugResultText({ phase: 'Complete', data: { score: [3, 3] } })).toBe('Draw 3 – 3');
    expect(pugResultText({ phase: 'Complete', data: { score: null } })).toBeNull();
    expect(pugResultText({ phase: 'Playing', data: { score: [1, 0] } })).toBeNull();
  });
});
