import { describe, expect, it } from 'vitest';
import { seatsInRoleOrder } from './seatOrder.ts';

const seats = (roles: string[]) => Object.fromEntries(roles.map((role, i) => [`p${i}-${role}`, { role }]));
const rolesOf = (ordered: [string, { role: string }][]) => ordered.map(([, s]) => s.role);

describe('seatsInRoleOrder', () => {
  it('lists a drafted Highlander team (pick order) scout to spy', () => {
    const picked = seats(['medic', 'spy', 'demoman', 'scout', 'sniper', 'soldier', 'heavy', 'engineer', 'pyro']);
    expect(rolesOf(seatsInRoleOrder(picked, 'HIGHLANDER'))).toEqual(['scout', 'soldier', 'pyro', 'demoman', 'heavy', 'engineer', 'medic', 'sniper', 'spy']);
  });

  it('lists Sixes in its role order: roamer before pocket', () => {
    const picked = seats(['medic', 'pocketsoldier', 'demoman', 'pocketscout', 'roamersoldier', 'roamerscout']);
    expect(rolesOf(seatsInRoleOrder(picked, 'SIXES'))).toEqual(['roamerscout', 'pocketscout', 'roamersoldier', 'pocketsoldier', 'demoman', 'medic']);
  });

  it("puts Prolander's flex classes after the fixed roles, keeping the stored order within one class", () => {
    const picked = seats(['heavy', 'medic', 'spy', 'scout', 'heavy', 'sniper', 'soldier', 'demoman']);
    const ordered = seatsInRoleOrder(picked, 'PROLANDER');
    expect(rolesOf(ordered)).toEqual(['scout', 'soldier', 'demoman', 'medic', 'sniper', 'heavy', 'heavy', 'spy']);
    expect(ordered.filter(([, s]) => s.role === 'heavy').map(([id]) => id)).toEqual(['p0-heavy', 'p4-heavy']);
  });

  it('without a format, uses class order; unknown roles go last', () => {
    const picked = seats(['mystery', 'medic', 'pocketscout', 'scout']);
    expect(rolesOf(seatsInRoleOrder(picked))).toEqual(['pocketscout', 'scout', 'medic', 'mystery']);
    // A role the format does not list (a custom queue) comes after the format's roles, in class order.
    expect(rolesOf(seatsInRoleOrder(seats(['soldier', 'medic', 'scout']), 'SIXES'))).toEqual(['medic', 'scout', 'soldier']);
  });
});
