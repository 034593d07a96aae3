import { describe, expect, it } from 'vitest';
import { HONK_PROBABILITY, SOUND_PACKS, VOLUMES } from '../constants.ts';
import type { Pug } from '../entities.ts';
import { alertFor, cueGain, parseMasterVolume, resolveSoundPack, shouldHonk, soundUrl } from './alerts.ts';

const ME = '76561198000000001';
const OTHER = '76561198000000002';
const countdownInfo = { secondsRemaining: 60, deadline: 1 };

describe('sound rules', () => {
  it('uses the voice pack when it is one of the 14, else default', () => {
    expect(SOUND_PACKS).toHaveLength(14);
    expect(resolveSoundPack('heavy')).toBe('heavy');
    expect(resolveSoundPack('nope')).toBe('default');
    expect(resolveSoundPack(undefined)).toBe('default');
  });

  it('serves cues per pack and one honk', () => {
    expect(soundUrl('troll', 'readyup')).toBe('/sounds/troll/readyup.ogg');
    expect(soundUrl('troll', 'honk')).toBe('/sounds/honk.ogg');
  });

  it('reads the master volume from storage, 75 by default', () => {
    expect(VOLUMES).toEqual({ default: 100, master: 75, honk: 10 });
    expect(parseMasterVolume(null)).toBe(75);
    expect(parseMasterVolume('40')).toBe(40);
    expect(parseMasterVolume('0')).toBe(0);
    expect(parseMasterVolume('140')).toBe(75);
    expect(parseMasterVolume('loud')).toBe(75);
  });

  it('plays cues at 100 and the honk at 10, scaled by the master volume', () => {
    expect(cueGain('readyup', 75)).toBeCloseTo(0.75);
    expect(cueGain('honk', 75)).toBeCloseTo(0.075);
    expect(cueGain('readyup', 0)).toBe(0);
  });

  it('honks with probability 0.6', () => {
    expect(HONK_PROBABILITY).toBe(0.6);
    expect(shouldHonk(0.59)).toBe(true);
    expect(shouldHonk(0.6)).toBe(false);
  });
});

describe('alertFor', () => {
  const none = () => false;

  it('readyUp! for a player asked to ready: cue, desktop notification and title flash', () => {
    const alert = alertFor({ type: 'readyUp!', payload: { queueName: 'sixes', players: [ME], countdownInfo } }, ME, none);
    expect(alert).toEqual({
      cue: 'readyup',
      flash: true,
      notification: { title: 'Your pug is ready!', body: 'Ready up for sixes now.', tag: 'readyup:sixes' },
    });
    expect(alertFor({ type: 'readyUp!', payload: { queueName: 'sixes', players: [OTHER], countdownInfo } }, ME, none)).toBeNull();
  });

  it('voteForMap! only for players selected in that queue', () => {
    expect(alertFor({ type: 'voteForMap!', queueName: 'sixes' }, ME, (q) => q === 'sixes')).toEqual({ cue: 'pickmap' });
    expect(alertFor({ type: 'voteForMap!', queueName: 'sixes' }, ME, none)).toBeNull();
  });

  it('draft cues for the captain and the picked player', () => {
    const yourPick = alertFor({ type: 'yourPick', payload: { queueName: 'sixes', captain: ME, team: 'red', options: [], countdownInfo } }, ME, none);
    expect(yourPick?.cue).toBe('yourturntopick');
    expect(yourPick?.notification?.title).toBe('Your turn to pick');
    const picked = { queueName: 'sixes', captain: OTHER, steamid: ME, role: 'medic' as const };
    expect(alertFor({ type: 'pickedBlu!', payload: picked }, ME, none)).toEqual({ cue: 'pickedblu' });
    expect(alertFor({ type: 'pickedRed!', payload: picked }, ME, none)).toEqual({ cue: 'pickedred' });
    expect(alertFor({ type: 'pickedRed!', payload: picked }, OTHER, none)).toBeNull();
    expect(alertFor({ type: 'pickForYou', payload: { ...picked, captain: ME, steamid: OTHER, team: 'blu' } }, ME, none)).toEqual({ cue: 'pickforyou' });
  });

  it('pugStarted for a player seated in one of the pugs: join the server', () => {
    const pug = { _id: 'p1', shorthand: '6S', map: 'cp_process_f12', teams: { blu: { [ME]: { role: 'medic' } }, red: {} } } as unknown as Pug;
    const alert = alertFor({ type: 'pugStarted', pugs: [pug] }, ME, none);
    expect(alert).toEqual({
      cue: 'joinserver',
      notification: { title: 'Your pug has started', body: '6S on cp_process_f12: join the server.', tag: 'pug:p1' },
    });
    expect(alertFor({ type: 'pugStarted', pugs: [pug] }, OTHER, none)).toBeNull();
  });

  it('subNeeded (sent only to players free to take it): the sub cue and a desktop notification', () => {
    const payload = {
      pugId: 'p1',
      number: 61,
      queueName: 'sixes',
      shorthand: '6S',
      map: 'cp_process_f12',
      steamid: OTHER,
      team: 'red' as const,
      role: 'medic',
    };
    expect(alertFor({ type: 'subNeeded', payload }, ME, none)).toEqual({
      cue: 'subneeded',
      notification: { title: 'A sub is needed', body: 'Pug #61 (6S) on cp_process_f12: RED needs a Medic. Sub in from the site.', tag: `sub:p1:${OTHER}` },
    });
    // A pug stored before numbering is named by its id.
    const unnumbered = { pugId: 'p1', queueName: 'sixes', shorthand: '6S', map: 'cp_process_f12', steamid: OTHER, team: 'red' as const, role: 'pocketsoldier' };
    expect(alertFor({ type: 'subNeeded', payload: unnumbered }, ME, none)?.notification?.body).toBe(
      'Pug p1 (6S) on cp_process_f12: RED needs a Pocket Soldier. Sub in from the site.',
    );
  });
});
