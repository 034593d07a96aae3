/** Sixes: 6v6, two scouts and two soldiers split into roamer and pocket, a demoman and a medic. */
import { defineFormat } from './formatRecord.ts';

export const sixes = defineFormat({
  format: 'SIXES',
  eloKey: 'sixes',
  name: 'Sixes',
  shorthand: '6S',
  queueName: 'sixes',
  roles: [
    { role: 'roamerscout', perTeam: 1 },
    { role: 'pocketscout', perTeam: 1 },
    { role: 'roamersoldier', perTeam: 1 },
    { role: 'pocketsoldier', perTeam: 1 },
    { role: 'demoman', perTeam: 1 },
    { role: 'medic', perTeam: 1 },
  ],
  mapPool: [
    'cp_process_final',
    'cp_gullywash_final1',
    'cp_snakewater_final1',
    'cp_sunshine',
    'cp_metalworks',
    'cp_granary_pro_rc8',
    'koth_product_final',
    'koth_clearcut_b15d',
  ],
  serverConfig: { prefix: 'etf2l_6v6', controlPoints: '5cp' },
  league: { formatName: /six|^6s$|^6v6$/, seasonName: /\b(sixes|6s)\b/, setsBaseElos: ['sixes'] },
  seasonClasses: ['scout', 'soldier', 'demoman', 'medic'],
  /** A medic may pair with a scout, a soldier or the demoman. */
  friendClasses: ['scout', 'soldier', 'demoman'],
});
