/** Prolander: 7v7, one scout, soldier, demoman, medic and sniper plus two flex seats (pyro, heavy, engineer, spy). */
import { defineFormat } from './formatRecord.ts';
import { highlander } from './highlander.ts';

export const prolander = defineFormat({
  format: 'PROLANDER',
  eloKey: 'pl',
  name: 'Prolander',
  shorthand: 'PL',
  queueName: 'prolander',
  roles: [
    { role: 'scout', perTeam: 1 },
    { role: 'soldier', perTeam: 1 },
    { role: 'demoman', perTeam: 1 },
    { role: 'medic', perTeam: 1 },
    { role: 'sniper', perTeam: 1 },
    { role: 'flex', perTeam: 2, classes: ['pyro', 'heavy', 'engineer', 'spy'] },
  ],
  /** Prolander plays Highlander's maps. */
  mapPool: highlander.mapPool,
  serverConfig: { prefix: 'rgl_7s', controlPoints: 'stopwatch' },
  /** A Prolander season also sets Highlander's base elos. Players request custom seasons as Sixes or Highlander only. */
  league: { formatName: /pro/, seasonName: /\bprolander\b/, setsBaseElos: ['pl', 'hl'] },
  /** A medic may pair with any other class it fields, the flex classes included. */
  friendClasses: ['scout', 'soldier', 'demoman', 'sniper', 'pyro', 'heavy', 'engineer', 'spy'],
});
