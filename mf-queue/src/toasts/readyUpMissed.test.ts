import { describe, expect, it } from 'vitest';
import { readyUpMissedToast } from './readyUpMissed.ts';

const aliasOf = (s: string) => ({ a: 'Alice', b: 'Bob', c: 'Cid', d: 'Dee', e: 'Eve' })[s] ?? s;
const opts = { queueLabel: 'Sixes · NA', stillQueued: true, aliasOf };
const payload = { queueName: 'sixes', timedOut: ['a', 'b'], declined: ['c'] };

describe('readyUpMissedToast', () => {
  it('tells a removed player they ran out of time', () => {
    expect(readyUpMissedToast(payload, 'a', { ...opts, stillQueued: false })).toEqual({
      title: 'You were removed from the queue',
      description: 'You did not ready up in time, so you left the Sixes · NA queue. Add a class to queue again.',
      variant: 'info',
    });
  });
  it('tells a player who chose to leave that they left', () => {
    expect(readyUpMissedToast(payload, 'c', { ...opts, stillQueued: false })?.title).toBe('You left the queue');
  });
  it('tells the players who keep their places who left', () => {
    expect(readyUpMissedToast(payload, 'z', opts)?.description).toBe(
      'Alice, Bob, Cid were not ready and left the queue. You keep your place; the ready-up starts again when the queue fills.',
    );
    expect(readyUpMissedToast({ ...payload, timedOut: ['a'], declined: [] }, 'z', opts)?.description).toMatch(/^Alice was not ready and left/);
    expect(readyUpMissedToast({ ...payload, timedOut: ['a', 'b', 'c', 'd', 'e'], declined: [] }, 'z', opts)?.description).toMatch(
      /^Alice, Bob, Cid and 2 more were/,
    );
  });
  it('says nothing to signed-out visitors or players not in the queue', () => {
    expect(readyUpMissedToast(payload, null, opts)).toBeNull();
    expect(readyUpMissedToast(payload, 'z', { ...opts, stillQueued: false })).toBeNull();
  });
});
