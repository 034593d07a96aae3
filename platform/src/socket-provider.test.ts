import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredSocket, emitWithAck } from './socket-provider.tsx';
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

afterEach(() => {
  vi.useRealTimers();
});

describe('emitWithAck', () => {
  it('sends the command and resolves on an ok acknowledgement', async () => {
    const socket = new FakeSocket();
    await expect(emitWithAck(socket.asSocket(), 'endPug', { pugId: 'p1' })).resolves.toBeUndefined();
    expect(socket.emitted).toEqual([{ event: 'endPug', payload: { pugId: 'p1' } }]);
  });

  it("rejects with the server's message on an error acknowledgement", async () => {
    const socket = new FakeSocket();
    socket.answer = () => ({ error: { code: 'CONFLICT', message: 'Already readied' } });
    await expect(emitWithAck(socket.asSocket(), 'ready', { isReady: true, userSteamId: '76561198000000001', queueName: 'sixes' })).rejects.toThrow(
      'Already readied',
    );
  });

  it('rejects when the server does not answer in time', async () => {
    vi.useFakeTimers();
    const socket = new FakeSocket();
    socket.emit = () => socket; // never acknowledged
    const sent = emitWithAck(socket.asSocket(), 'setPugPhase', { phase: 'Waiting For Players', queueName: 'sixes' }, 5_000);
    const failed = expect(sent).rejects.toThrow('The server did not answer. Check your connection.');
    await vi.advanceTimersByTimeAsync(5_000);
    await failed;
  });
});
