import { expect, it } from 'vitest';
import { ELO_FORMATS, type EloChange } from './entities.ts';

it('uses the wire elo format keys', () => {
  expect(ELO_FORMATS).toEqual(['sixes', 'hl', 'pl']);
  const change: EloChange = { steamid: '7'.repeat(17), from: { hl: { medic: 1500 } }, to: { hl: { medic: 1516 } }, format: 'hl', role: 'medic', delta: 16 };
  expect(change.to.hl?.medic).toBe(1516);
});
