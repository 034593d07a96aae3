import { expect, it } from 'vitest';
import { DEFAULT_QUEUES } from '../formats/formats.ts';
import { parseQueueConfigs } from './queueConfig.ts';

it('accepts the defaults', () => {
  expect(parseQueueConfigs(JSON.parse(JSON.stringify(DEFAULT_QUEUES)))).toHaveLength(3);
});
it('refuses duplicates, unknown roles and bad shapes with a message', () => {
  const q = { name: 'x', format: 'SIXES', region: 'eu', roles: [{ role: 'medic', perTeam: 1 }] };
  expect(() => parseQueueConfigs([q, q])).toThrow(/unique/);
  expect(() =>
    parseQueueConfigs([
      {
        ...q,
        roles: [
          { role: 'medic', perTeam: 1 },
          { role: 'medic', perTeam: 1 },
        ],
      },
    ]),
  ).toThrow(/twice/);
  expect(() =>
    parseQueueConfigs([
      {
        ...q,
        roles: [
          { role: 'flex', perTeam: 2, classes: ['medic'] },
          { role: 'medic', perTeam: 1 },
        ],
      },
    ]),
  ).toThrow(/twice/);
  expect(() => parseQueueConfigs([{ ...q, roles: [{ role: 'wizard', perTeam: 1 }] }])).toThrow(/roles/);
  expect(() => parseQueueConfigs([{ ...q, format: 'FOURS' }])).toThrow(/format/);
  expect(() => parseQueueConfigs([])).toThrow();
});
