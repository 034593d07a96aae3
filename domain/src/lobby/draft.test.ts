import { describe, expect, it } from 'vitest';
import { chooseCaptains } from './captains.ts';
import { applyPick, captainOnTurn, draftComplete, draftTurn, legalPicks, pickForYou, pickRefusal, startDraft, type DraftState } from './draft.ts';
import { eloGap, enumerateSplits } from './balance.ts';
import { fullSeats, HL, SIXES } from '../testFixtures.ts';

const seats = fullSeats(SIXES, [1500, 1900, 1700, 2100, 1200, 1300, 1400, 1600, 1000, 1100, 1800, 2000]);
const start = () => startDraft(seats, chooseCaptains(seats, [seats[3]!.steamid, seats[1]!.steamid])!, SIXES);

describe('draft order', () => {
  it('goes 1-2-2-1-… starting with RED, the lower-rated captain', () => {
    let state: DraftState = start();
    const order: string[] = [];
    while (!draftComplete(state)) {
      const team = draftTurn(state)!;
      order.push(team);
      state = applyPick(state, captainOnTurn(state)!, legalPicks(state)[0]!.steamid);
    }
    expect(order.slice(0, 7)).toEqual(['red', 'blu', 'blu', 'red', 'red', 'blu', 'blu']);
    expect(order).toHaveLength(10);
    expect(state.teams.blu).toHaveLength(6);
    expect(state.teams.red).toHaveLength(6);
    expect(draftTurn(state)).toBeNull();
  });
});

describe('legality', () => {
  it('never offers a player whose role is already filled on the picking team', () => {
    let state = start(); // RED captain is seats[1], a roamerscout; seats[0], the other roamerscout, is in the pool
    const redCaptainSlot = state.teams.red[0]!.slot;
    expect(legalPicks(state).some((p) => p.slot === redCaptainSlot)).toBe(false);
    const sameSlot = state.pool.find((p) => p.slot === redCaptainSlot);
    expect(sameSlot?.steamid).toBe(seats[0]!.steamid);
    expect(pickRefusal(state, state.captains.red, sameSlot!.steamid)?.status).toBe(409);
    // play on: every offered pick keeps both teams fillable
    while (!draftComplete(state)) {
      for (const p of legalPicks(state)) expect(() => applyPick(state, captainOnTurn(state)!, p.steamid)).not.toThrow();
      state = applyPick(state, captainOnTurn(state)!, legalPicks(state).at(-1)!.steamid);
    }
    for (const team of [state.teams.blu, state.teams.red]) expect(new Set(team.map((p) => p.slot)).size).toBe(6);
  });
  it('refuses the wrong captain and unknown players', () => {
    const state = start();
    expect(pickRefusal(state, state.captains.blu, state.pool[0]!.steamid)?.message).toMatch(/not your turn/);
    expect(pickRefusal(state, state.captains.red, '76561199999999999')?.status).toBe(409);
    expect(() => applyPick(state, state.captains.blu, state.pool[0]!.steamid)).toThrow(/not your turn/);
  });
});

describe('pickForYou', () => {
  it('chooses the legal pick that allows the best final balance', () => {
    let state = start();
    for (let i = 0; i < 3; i++) {
      const auto = pickForYou(state);
      expect(legalPicks(state).map((p) => p.steamid)).toContain(auto.steamid);
      const team = draftTurn(state)!;
      const bestOverall = Math.min(
        ...legalPicks(state).map((p) => {
          const fixed = { blu: state.teams.blu.map((s) => s.steamid), red: state.teams.red.map((s) => s.steamid) };
          fixed[team].push(p.steamid);
          return Math.min(...[...enumerateSplits(seats, SIXES, fixed)].map(eloGap));
        }),
      );
      const fixed = { blu: state.teams.blu.map((s) => s.steamid), red: state.teams.red.map((s) => s.steamid) };
      fixed[team].push(auto.steamid);
      expect(Math.min(...[...enumerateSplits(seats, SIXES, fixed)].map(eloGap))).toBeCloseTo(bestOverall, 9);
      state = applyPick(state, captainOnTurn(state)!, auto.steamid);
    }
  });
  it('runs a whole highlander draft by timeouts', () => {
    const hl = fullSeats(HL, [1000, 1200, 1400, 1600, 1800, 2000, 1100, 1900, 1500]);
    let state = startDraft(hl, chooseCaptains(hl, [hl[0]!.steamid, hl[1]!.steamid])!, HL);
    while (!draftComplete(state)) state = applyPick(state, captainOnTurn(state)!, pickForYou(state).steamid);
    expect(state.teams.blu).toHaveLength(9);
    expect(() => pickForYou(state)).toThrow(/nothing to pick/);
  });
});
