import { describe, expect, it } from 'vitest';
import { pugResultText } from './pugResult.ts';

describe('pugResultText', () => {
  // score is [BLU, RED]; the text puts the winner's score first, an en dash, no spaces.
  it.each([
    [[3, 1], 'BLU won 3–1'],
    [[1, 3], 'RED won 3–1'],
    [[2, 0], 'BLU won 2–0'],
    [[0, 2], 'RED won 2–0'],
    [[5, 4], 'BLU won 5–4'],
    [[1, 1], 'Draw 1–1'],
    [[0, 0], 'Draw 0–0'],
  ] as const)('score %j reads "%s"', (score, text) => {
    expect(pugResultText({ phase: 'Complete', data: { score: [score[0], score[1]] } })).toBe(text);
  });

  it('has no text without a result: no score (called off), or still running', () => {
    expect(pugResultText({ phase: 'Complete', data: { score: null } })).toBeNull();
    expect(pugResultText({ phase: 'Complete', data: {} })).toBeNull();
    expect(pugResultText({ phase: 'Playing', data: { score: [1, 0] } })).toBeNull();
    expect(pugResultText({ phase: 'Pregame', data: { score: null } })).toBeNull();
  });
});
