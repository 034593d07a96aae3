import { describe, expect, it, vi } from 'vitest';
import { DeferredSocket } from './deferred-socket.ts';
import { FakeSocket } from './testing/fakeSocket.ts';

describe('DeferredSocket', () => {
  it('is not connected, and hands its listeners, once-listeners and emits to the real socket when it arrives', () => {
    const deferred = new DeferredSocket();
    const onInfo = vi.fn();
    const onceConnect = vi.fn();
    const dropped = vi.fn();
    const onReconnect = vi.fn();
    deferred.on('partialInfo', onInfo).once('connect', onceConnect).on('userUpdate', dropped).off('userUpdate', dropped);
    deferred.io.on('reconnect', onReconnect);
    deferred.emit('ready', { isReady: true });
    expect(deferred.connected).toBe(false);
    expect(deferred.attached).toBe(false);

    const real = new FakeSocket();
    deferred.attach(real.asSocket());
    expect(deferred.connected).toBe(true);
    expect(real.emitted).toEqual([{ event: 'ready', payload: { isReady: true } }]);
    real.serverEmit('partialInfo', { name: 'sixes' });
    real.serverEmit('userUpdate', { steamid: '1' });
    expect(onInfo).toHaveBeenCalledWith({ name: 'sixes' });
    expect(dropped).not.toHaveBeenCalled();
    real.reconnect();
    real.reconnect();
    expect(onReconnect).toHaveBeenCalledTimes(2);
    expect(onceConnect).toHaveBeenCalledTimes(1);
  });

  it('passes every call straight through once attached, and refuses a second socket', () => {
    const deferred = new DeferredSocket();
    const real = new FakeSocket();
    deferred.attach(real.asSocket());
    const listener = vi.fn();
    deferred.on('pugUpdate', listener);
    real.serverEmit('pugUpdate', { _id: 'p' } as never);
    deferred.off('pugUpdate', listener);
    real.serverEmit('pugUpdate', { _id: 'q' } as never);
    expect(listener).toHaveBeenCalledTimes(1);
    deferred.disconnect();
    expect(real.connected).toBe(false);
    expect(() => deferred.attach(new FakeSocket().asSocket())).toThrow('attached twice');
  });

  it('keeps a disconnect asked for before the socket arrived', () => {
    const deferred = new DeferredSocket();
    deferred.disconnect();
    const real = new FakeSocket();
    deferred.attach(real.asSocket());
    expect(real.connected).toBe(false);
  });
});
