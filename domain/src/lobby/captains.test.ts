import { expect, it } from 'vitest';
import { chooseCaptains } from './captains.ts';
import { fullSeats, SIXES } from '../testFixtures.ts';

const seats = fullSeats(SIXES, [1500, 1900, 1700, 2100, 1200, 1300, 1400, 1600, 1000, 1100, 1800, 2000]);
const id = (i: number) => seats[i]!.steamid;

it('chooses the two highest-elo shouldCaptain players, higher on BLU', () => {
  const pair = chooseCaptains(seats, [id(0), id(1), id(2), id(3)]);
  expect(pair?.blu.steamid).toBe(id(3));
  expect(pair?.red.steamid).toBe(id(1));
});
it('never chooses a captain-restricted player', () => {
  const pair = chooseCaptains(seats, [id(0), id(1), id(3)], [id(3)]);
  expect([pair?.blu.steamid, pair?.red.steamid]).toEqual([id(1), id(0)]);
});
it('needs two eligible selected candidates', () => {
  expect(chooseCaptains(seats, [id(0)])).toBeNull();
  expect(chooseCaptains(seats, [id(0), '76561199999999999'])).toBeNull();
  expect(chooseCaptains(seats, [id(0), id(1)], [id(1)])).toBeNull();
});
it('breaks elo ties by captain list order', () => {
  const flat = fullSeats(SIXES, [1500]);
  const pair = chooseCaptains(flat, [flat[5]!.steamid, flat[2]!.steamid, flat[9]!.steamid]);
  expect([pair?.blu.steamid, pair?.red.steamid]).toEqual([flat[5]!.steamid, flat[2]!.steamid]);
});
