import { describe, expect, it } from 'vitest';
import { baseClassOf, isRole, isValidSeasonClass, roleCountText, roleDisplayName, rolePluralName } from './roles.ts';

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

describe('rolePluralName and roleCountText', () => {
  it('names every class in the plural as players say it', () => {
    expect(['scout', 'soldier', 'pyro', 'demoman', 'heavy', 'engineer', 'medic', 'sniper', 'spy'].map(rolePluralName)).toEqual([
      'Scouts',
      'Soldiers',
      'Pyros',
      'Demomen',
      'Heavies',
      'Engineers',
      'Medics',
      'Snipers',
      'Spies',
    ]);
    expect(rolePluralName('pocketsoldier')).toBe('Pocket Soldiers');
    expect(rolePluralName('roamerscout')).toBe('Flank Scouts');
  });

  it('counts in the singular for one, the plural otherwise', () => {
    expect(roleCountText(1, 'demoman')).toBe('1 demoman');
    expect(roleCountText(2, 'demoman')).toBe('2 demomen');
    expect(roleCountText(2, 'heavy')).toBe('2 heavies');
    expect(roleCountText(0, 'spy')).toBe('0 spies');
    expect(roleCountText(3, 'pocketsoldier')).toBe('3 pocket soldiers');
  });
});
