/** Highlander: 9v9, one of each class. */
import { BASE_CLASSES, defineFormat } from './formatRecord.ts';

export const highlander = defineFormat({
  format: 'HIGHLANDER',
  eloKey: 'hl',
  name: 'Highlander',
  shorthand: 'HL',
  queueName: 'highlander',
  roles: BASE_CLASSES.map((role) => ({ role, perTeam: 1 })),
  mapPool: [
    'pl_upward',
    'pl_badwater_pro_v12',
    'pl_vigil_rc10',
    'koth_product_final',
    'koth_ashville_final',
    'cp_steel_f12',
    'pl_swiftwater_final1',
    'koth_lakeside_f5',
  ],
  serverConfig: { prefix: 'etf2l_9v9', controlPoints: 'stopwatch' },
  /** A Highlander season also sets Prolander's base elos: the same nine classes. */
  league: { formatName: /high|^hl$|^9v9$/, seasonName: /\b(highlander|hl)\b/, setsBaseElos: ['hl', 'pl'] },
  seasonClasses: BASE_CLASSES,
  /** A medic may pair with any other class (one of each plays, so any teammate is a distinct class). */
  friendClasses: BASE_CLASSES.filter((c) => c !== 'medic'),
});
