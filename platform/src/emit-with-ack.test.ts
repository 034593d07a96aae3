import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './testing/fakeSocket.ts';
import { emitWithAck } from './emit-with-ack.ts';

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
