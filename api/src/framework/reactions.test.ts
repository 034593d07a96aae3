/**
 * Subscription blocks on the real event bus: subscribed in feature order, one line per reaction
 * name (across events too), one line for all of a feature's reactions with `reactionLine`, and the
 * generated list naming them in the order they run.
 */
import type { Pug } from '@pug/domain';
import { describe, expect, it } from 'vitest';
import { createEventBus } from './events.ts';
import type { Feature } from './feature.ts';
import { createLogger } from './logger.ts';
import { reactionList, subscribeReactions } from './reactions.ts';

const pug = (id: string) => ({ pug: { _id: id } as Pug });

describe('subscription blocks', () => {
  it('run in feature order; a name shared by two events is one line; reactionLine is one line for the feature', async () => {
    const bus = createEventBus(createLogger({ level: 'silent' }));
    const seen: string[] = [];
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const features: Feature[] = [
      {
        name: 'a',
        subscriptions: {
          // One name under two events: the end waits behind the slow start.
          'pug/started': { 'a/follow': async ({ pug: p }) => void (await held, seen.push(`a-started:${p._id}`)) },
          'pug/ended': { 'a/follow': ({ pug: p }) => void seen.push(`a-ended:${p._id}`) },
        },
      },
      {
        name: 'b',
        reactionLine: 'b/line',
        subscriptions: {
          'pug/started': { 'b/slow': async ({ pug: p }) => void (await held, seen.push(`b-started:${p._id}`)) },
          'pug/ended': { 'b/other': ({ pug: p }) => void seen.push(`b-ended:${p._id}`) },
        },
      },
      { name: 'c', subscriptions: { 'pug/ended': { 'c/alone': ({ pug: p }) => void seen.push(`c-ended:${p._id}`) } } },
    ];
    subscribeReactions(bus, features);
    expect(reactionList(features)).toEqual({ 'pug/started': ['a/follow', 'b/slow'], 'pug/ended': ['a/follow', 'b/other', 'c/alone'] });
    expect(bus.subscribers()).toEqual(reactionList(features));

    void bus.publish('pug/started', pug('x'));
    void bus.publish('pug/ended', pug('x'));
    await new Promise((r) => setTimeout(r, 20));
    // Only the line of its own (c) has run; a's and b's ends wait behind their starts.
    expect(seen).toEqual(['c-ended:x']);
    release();
    await bus.idle();
    expect(seen.indexOf('a-ended:x')).toBeGreaterThan(seen.indexOf('a-started:x'));
    expect(seen.indexOf('b-ended:x')).toBeGreaterThan(seen.indexOf('b-started:x'));
  });
});
