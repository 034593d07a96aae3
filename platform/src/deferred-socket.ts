import type { PugSocket } from './create-socket.ts';

type Listener = (...args: never[]) => void;

/**
 * The page's socket until socket.io-client has loaded: it keeps the listeners (of the socket and
 * of its manager), `once` listeners and emits it is given, reports `connected: false`, and hands
 * all of them to the real socket when `attach` gets it, after which every call goes straight to it.
 * It implements what the apps use of a Socket.IO socket: on, once, off, emit, connected, connect,
 * disconnect, io.on, io.off.
 */
export class DeferredSocket {
  private real: PugSocket | null = null;
  private readonly listeners: [event: string, fn: Listener, once: boolean][] = [];
  private readonly managerListeners: [event: string, fn: Listener][] = [];
  private readonly emits: unknown[][] = [];
  private wantsConnection = true;

  get attached(): boolean {
    return this.real !== null;
  }

  get connected(): boolean {
    return this.real?.connected ?? false;
  }

  readonly io = {
    on: (event: string, fn: Listener) => {
      if (this.real) (this.real.io.on as (e: string, f: Listener) => void)(event, fn);
      else this.managerListeners.push([event, fn]);
      return this.io;
    },
    off: (event: string, fn: Listener) => {
      if (this.real) (this.real.io.off as (e: string, f: Listener) => void)(event, fn);
      else this.remove(this.managerListeners, event, fn);
      return this.io;
    },
  };

  on(event: string, fn: Listener): this {
    if (this.real) (this.real.on as (e: string, f: Listener) => void)(event, fn);
    else this.listeners.push([event, fn, false]);
    return this;
  }

  once(event: string, fn: Listener): this {
    if (this.real) (this.real.once as (e: string, f: Listener) => void)(event, fn);
    else this.listeners.push([event, fn, true]);
    return this;
  }

  off(event: string, fn: Listener): this {
    if (this.real) (this.real.off as (e: string, f: Listener) => void)(event, fn);
    else this.remove(this.listeners, event, fn);
    return this;
  }

  emit(...args: unknown[]): this {
    if (this.real) (this.real.emit as (...a: unknown[]) => void)(...args);
    else this.emits.push(args);
    return this;
  }

  connect(): this {
    if (this.real) this.real.connect();
    else this.wantsConnection = true;
    return this;
  }

  disconnect(): this {
    if (this.real) this.real.disconnect();
    else this.wantsConnection = false;
    return this;
  }

  /** The real socket has arrived: it gets everything recorded so far, in order. */
  attach(real: PugSocket): void {
    if (this.real) throw new Error('DeferredSocket: attached twice');
    this.real = real;
    for (const [event, fn, once] of this.listeners.splice(0)) (real[once ? 'once' : 'on'] as (e: string, f: Listener) => void)(event, fn);
    for (const [event, fn] of this.managerListeners.splice(0)) (real.io.on as (e: string, f: Listener) => void)(event, fn);
    if (!this.wantsConnection) real.disconnect();
    for (const args of this.emits.splice(0)) (real.emit as (...a: unknown[]) => void)(...args);
  }

  asSocket(): PugSocket {
    return this as unknown as PugSocket;
  }

  private remove<T extends [string, Listener, ...unknown[]]>(list: T[], event: string, fn: Listener): void {
    const at = list.findIndex(([e, f]) => e === event && f === fn);
    if (at >= 0) list.splice(at, 1);
  }
}
