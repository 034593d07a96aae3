import { describe, expect, it } from 'vitest';
import { DEFAULT_QUEUES } from '../formats/formats.ts';
import {
  nightAddDurations,
  nightAddDurationText,
  nightAddEnded,
  nightAddEndedMessage,
  nightAddLine,
  nightAddOutcome,
  nightAddQueueName,
  nightAddRefusal,
} from './nightAdd.ts';
import type { NightAddQueue } from '../contracts/nightAdd.ts';

const ON = { enabled: true, maxMinutes: 180 };
const sixes: NightAddQueue = { queueName: 'sixes', roles: ['medic'] };
const hl: NightAddQueue = { queueName: 'highlander', roles: ['scout', 'medic'] };

describe('nightAddRefusal', () => {
  it.each([
    ['two queues, 2 h', { queues: [sixes, hl], minutes: 120 }, ON, null],
    ['the most, 3 h', { queues: [sixes], minutes: 180 }, ON, null],
    ['off', { queues: [sixes], minutes: 60 }, { ...ON, enabled: false }, ['NOT_FOUND', 'Adding for the night is off on this site']],
    ['no queue', { queues: [], minutes: 60 }, ON, ['BAD_REQUEST', 'Pick at least one queue']],
    ['a duration not offered', { queues: [sixes], minutes: 90 }, ON, ['BAD_REQUEST', 'Pick a duration of 1 h, 2 h, 3 h']],
    ['over the most', { queues: [sixes], minutes: 240 }, ON, ['BAD_REQUEST', 'Pick a duration of 1 h, 2 h, 3 h']],
    ['a queue twice', { queues: [sixes, sixes], minutes: 60 }, ON, ['BAD_REQUEST', 'The sixes queue is named twice']],
    ['an unknown queue', { queues: [{ queueName: 'ultiduo', roles: ['medic'] }], minutes: 60 }, ON, ['NOT_FOUND', 'There is no ultiduo queue']],
    ['no class', { queues: [{ queueName: 'sixes', roles: [] }], minutes: 60 }, ON, ['BAD_REQUEST', 'Pick a class for sixes']],
    ['a class the queue lacks', { queues: [{ queueName: 'sixes', roles: ['scout'] }], minutes: 60 }, ON, ['BAD_REQUEST', 'The sixes queue has no scout role']],
    ['under an hour at most: that one', { queues: [sixes], minutes: 45 }, { ...ON, maxMinutes: 45 }, null],
  ] as const)('%s', (_, request, rules, expected) => {
    const refusal = nightAddRefusal(request as never, rules, DEFAULT_QUEUES);
    expect(refusal ? [refusal.code, refusal.message] : null).toEqual(expected);
  });
});

describe('nightAddOutcome', () => {
  it.each([
    ['the first ready-up of the add takes them', ['sixes', 'highlander'], null, 'sixes', 'take'],
    ['another queue of the add took them: this one drops them', ['sixes', 'highlander'], 'highlander', 'sixes', 'drop'],
    ['the queue that took them asks again (a reselect): nothing', ['sixes', 'highlander'], 'sixes', 'sixes', 'none'],
    ['a queue outside the add: nothing', ['sixes'], null, 'highlander', 'none'],
  ] as const)('%s', (_, queues, takenBy, queue, expected) => {
    expect(nightAddOutcome({ queues: queues.map((queueName) => ({ queueName, roles: [] })), takenBy }, queue)).toBe(expected);
  });
});

describe('durations and words', () => {
  it.each([
    [180, [60, 120, 180]],
    [200, [60, 120, 180]],
    [60, [60]],
    [30, [30]],
  ])('most %i min offers %j', (max, durations) => expect(nightAddDurations(max)).toEqual(durations));

  it.each([
    [60, '1 h'],
    [180, '3 h'],
    [45, '45 min'],
  ])('%i min reads %s', (minutes, text) => expect(nightAddDurationText(minutes)).toBe(text));

  it('ends at until, not before', () => {
    expect(nightAddEnded({ until: 1000 }, 999)).toBe(false);
    expect(nightAddEnded({ until: 1000 }, 1000)).toBe(true);
  });

  it('names queues as players read them, and says what runs and what ended', () => {
    const names = ['sixes', 'highlander', 'mystery'].map((q) => nightAddQueueName(q, DEFAULT_QUEUES));
    expect(names).toEqual(['Sixes', 'Highlander', 'mystery']);
    expect(nightAddLine(names.slice(0, 2), '23:40')).toBe('Added to Sixes, Highlander until 23:40');
    expect(nightAddEndedMessage(['Sixes'])).toBe('Your add for the night ended: you left Sixes.');
  });
});
