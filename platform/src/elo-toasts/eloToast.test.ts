import { describe, expect, it } from 'vitest';
import { eloToast } from './eloToast.ts';

describe('eloToast', () => {
  it('shows the delta signed with 2 decimals and the new elo rounded', () => {
    expect(eloToast({ steamid: '1', from: { hl: { medic: 1500 } }, to: { hl: { medic: 1516.034 } }, format: 'hl', role: 'medic', delta: 16.034 })).toEqual({
      title: '+16.03 elo',
      description: 'Highlander Medic: now 1516',
      variant: 'success',
    });
    expect(
      eloToast({
        steamid: '1',
        from: { sixes: { pocketscout: 1400 } },
        to: { sixes: { pocketscout: 1395.5 } },
        format: 'sixes',
        role: 'pocketscout',
        delta: -4.5,
      }),
    ).toEqual({
      title: '-4.50 elo',
      description: 'Sixes Pocket Scout: now 1396',
      variant: 'warning',
    });
  });
});
