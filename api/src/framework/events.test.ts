/**
 * The event catalogue's dispatch: each subscriber on its own line (publication order, one at a
 * time), a slow subscriber holding up only its own line, `publish` resolving once this event's
 * reactions ran, `idle()` once every line is empty, and a failure logged without stopping a line.
 */
import type { Pug } from '@pug/domain';
import { describe, expect, it } from 'vitest';
import { createEventBus } from './events.ts';
import { createLogger } from './logger.ts';

const pug = (id: string) => ({ pug: { _id: id } as Pug });
const gate = () => {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
};

describe('the event bus', () => {
  it('runs a slow subscriber on its own line: the others see the event at once, in order', async () => {
    const bus = createEventBus(createLogger({ level: 'silent' }));
    const seen: string[] = [];
    const held = gate();
    bus.on('pug/started', 'slow', async ({ pug: p }) => {
      seen.push(`slow:${p._id}`);
      await held.opened;
    });
    bus.on('pug/started', 'fast', ({ pug: p }) => void seen.push(`fast:${p._id}`));
    bus.on('pug/ended', 'fast', ({ pug: p }) => void seen.push(`fast-ended:${p._id}`));

    const first = bus.publish('pug/started', pug('a'));
    const second = bus.publish('pug/started', pug('b'));
    void bus.publish('pug/ended', pug('a'));
    await new Promise((r) => setTimeout(r, 20));
    // The slow line holds its second event; the fast line handled both events and the end, in order.
    expect(seen).toEqual(['slow:a', 'fast:a', 'fast:b', 'fast-ended:a']);
    let firstDone = false;
    void first.then(() => (firstDone = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(firstDone).toBe(false); // publish resolves once this event's reactions ran

    held.open();
    await second;
    expect(firstDone).toBe(true);
    expect(seen).toEqual(['slow:a', 'fast:a', 'fast:b', 'fast-ended:a', 'slow:b']);
  });

  it('keeps one line for subscribers naming the same line, across events', async () => {
    const bus = createEventBus(createLogger({ level: 'silent' }));
    const seen: string[] = [];
    const held = gate();
    bus.on(
      'pug/started',
      'bot/on-started',
      async () => {
        await held.opened;
        seen.push('started');
      },
      'bot',
    );
    bus.on('lobby/changed', 'bot/on-lobby', () => void seen.push('lobby'), 'bot');
    void bus.publish('pug/started', pug('a'));
    void bus.publish('lobby/changed', { queue: 'sixes', phase: 'Waiting For Players', seated: 10, needed: 12, openSeats: {} });
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([]);
    held.open();
    await bus.idle();
    expect(seen).toEqual(['started', 'lobby']);
  });

  it('logs a failing subscriber and goes on; idle() waits for events published by reactions', async () => {
    const bus = createEventBus(createLogger({ level: 'silent' }));
    const seen: string[] = [];
    let fail = true;
    bus.on('pug/ended', 'flaky', () => {
      if (fail) {
        fail = false;
        throw new Error('boom');
      }
      seen.push('flaky');
    });
    bus.on('pug/ended', 'relay', () => bus.publish('server/assigned', { pugId: 'a', serverId: 's' }));
    bus.on('server/assigned', 'late', async () => {
      await new Promise((r) => setTimeout(r, 30));
      seen.push('released');
    });
    await expect(bus.publish('pug/ended', pug('a'))).resolves.toBeUndefined();
    void bus.publish('pug/ended', pug('a'));
    await bus.idle();
    expect(seen).toEqual(['released', 'flaky', 'released']);
    await bus.idle(); // nothing queued: at once
  });
});
