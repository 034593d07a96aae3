import { describe, expect, it } from 'vitest';
import { baseClassOf, isRole, isValidSeasonClass, roleDisplayName } from './roles.ts';

describe('roleDisplayName', () => {
  it.each([
    ['roamerscout', 'Flank Scout'],
    ['rosterrider', 'Roster Rider'],
    ['pocketscout', 'Pocket Scout'],
    ['pocketsoldier', 'Pocket Soldier'],
    ['roamersoldier', 'Roamer Soldier'],
    ['demoman', 'Demoman'],
    ['medic', 'Medic'],
    ['spy', 'Spy'],
  ])('%s -> %s', (role, name) => expect(roleDisplayName(role)).toBe(name));
});

describe('baseClassOf', () => {
  it('strips roamer/pocket', () => {
    expect(baseClassOf('pocketsoldier')).toBe('soldier');
    expect(baseClassOf('roamerscout')).toBe('scout');
    expect(baseClassOf('heavy')).toBe('heavy');
  });
  it('is undefined for non-classes', () => {
    expect(baseClassOf('rosterrider')).toBeUndefined();
    expect(baseClassOf('flex')).toBeUndefined();
  });
});

describe('isValidSeasonClass', () => {
  it('Sixes allows scout/soldier/demoman/medic/rosterrider only', () => {
    for (const c of ['scout', 'soldier', 'demoman', 'medic', 'rosterrider']) expect(isValidSeasonClass('Sixes', c)).toBe(true);
    expect(isValidSeasonClass('Sixes', 'sniper')).toBe(false);
    expect(isValidSeasonClass('Sixes', 'pocketscout')).toBe(false);
  });
  it('Highlander allows the nine and rosterrider', () => {
    expect(isValidSeasonClass('Highlander', 'sniper')).toBe(true);
    expect(isValidSeasonClass('Highlander', 'rosterrider')).toBe(true);
    expect(isValidSeasonClass('Highlander', '')).toBe(false);
  });
  it('isRole', () => {
    expect(isRole('pocketscout')).toBe(true);
    expect(isRole('flex')).toBe(false);
    expect(isRole(3)).toBe(false);
  });
});
