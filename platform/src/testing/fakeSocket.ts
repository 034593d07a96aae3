/**
 * A stand-in for the page's Socket.IO client in component tests: the test plays the server
 * (`serverEmit`), sees what the page emitted (`emitted`) and answers acknowledgements (`answer`).
 */
import type { PugSocket } from '../create-socket.ts';
import type { ServerToClientEvents, SocketAck } from '@pug/domain';

type Listener = (...args: unknown[]) => void;

export class FakeSocket {
  connected = true;
  readonly emitted: { event: string; payload: unknown }[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly managerListeners = new Map<string, Set<Listener>>();
  /** How the fake server acknowledges client events (default: ok). */
  answer: (event: string, payload: unknown) => SocketAck = () => ({ ok: true });

  readonly io = {
    on: (event: string, fn: Listener) => this.add(this.managerListeners, event, fn),
    off: (event: string, fn: Listener) => this.managerListeners.get(event)?.delete(fn),
  };

  on(event: string, fn: Listener) {
    this.add(this.listeners, event, fn);
    return this;
  }

  once(event: string, fn: Listener) {
    const wrapped: Listener = (...args) => {
      this.off(event, wrapped);
      fn(...args);
    };
    return this.on(event, wrapped);
  }

  off(event: string, fn: Listener) {
    this.listeners.get(event)?.delete(fn);
    return this;
  }

  emit(event: string, payload: unknown, ack?: (res: SocketAck) => void) {
    this.emitted.push({ event, payload });
    if (ack) queueMicrotask(() => ack(this.answer(event, payload)));
    return this;
  }

  connect() {
    this.connected = true;
    return this;
  }

  disconnect() {
    this.connected = false;
    return this;
  }

  /** The server sends `event` to this client. */
  serverEmit<E extends keyof ServerToClientEvents>(event: E, payload: Parameters<ServerToClientEvents[E]>[0]) {
    for (const fn of [...(this.listeners.get(event) ?? [])]) fn(payload);
  }

  /** The connection dropped and came back (the manager's `reconnect`). */
  reconnect() {
    this.connected = true;
    for (const fn of [...(this.managerListeners.get('reconnect') ?? [])]) fn(1);
    for (const fn of [...(this.listeners.get('connect') ?? [])]) fn();
  }

  /** The connection dropped (`disconnect` with `reason`); the manager starts retrying. */
  drop(reason = 'transport close') {
    this.connected = false;
    for (const fn of [...(this.listeners.get('disconnect') ?? [])]) fn(reason);
    for (const fn of [...(this.managerListeners.get('reconnect_attempt') ?? [])]) fn(1);
  }

  /** The manager spent its reconnection attempts (`reconnect_failed`). */
  giveUp() {
    for (const fn of [...(this.managerListeners.get('reconnect_failed') ?? [])]) fn();
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  asSocket(): PugSocket {
    return this as unknown as PugSocket;
  }

  private add(map: Map<string, Set<Listener>>, event: string, fn: Listener) {
    if (!map.has(event)) map.set(event, new Set());
    map.get(event)!.add(fn);
  }
}
