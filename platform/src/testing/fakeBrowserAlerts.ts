/**
 * Stand-ins for the browser's Web Audio and Notification APIs in component tests, recording what
 * the page asked of them: which sounds were started at what gain, which notifications were shown.
 * `install()` puts them on window; the AudioContext starts suspended, as browsers start it before a click.
 */
import { vi } from 'vitest';

export class FakeBrowserAlerts {
  readonly played: { url: string; gain: number }[] = [];
  readonly notifications: { title: string; body?: string; tag?: string }[] = [];
  audioState: 'suspended' | 'running' = 'suspended';
  notificationPermission: NotificationPermission = 'granted';
  private readonly contexts: { onstatechange: (() => void) | null }[] = [];

  install({ notifications = true }: { notifications?: boolean } = {}): void {
    // The fake classes below record into this instance.
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the classes' own `this` is the fake object
    const alerts = this;
    let lastUrl = '';
    class FakeAudioContext {
      onstatechange: (() => void) | null = null;
      readonly destination = {};
      constructor() {
        alerts.contexts.push(this);
      }
      get state() {
        return alerts.audioState;
      }
      resume() {
        alerts.audioState = 'running';
        this.onstatechange?.();
        return Promise.resolve();
      }
      close() {
        return Promise.resolve();
      }
      decodeAudioData(bytes: ArrayBuffer) {
        return Promise.resolve({ duration: 1, bytes, url: lastUrl });
      }
      createGain() {
        return { gain: { value: 1 }, connect: (next: unknown) => next };
      }
      createBufferSource() {
        const source = {
          buffer: null as { url: string } | null,
          gainNode: null as { gain: { value: number } } | null,
          connect(next: { gain: { value: number } }) {
            source.gainNode = next;
            return next;
          },
          start() {
            alerts.played.push({ url: source.buffer?.url ?? '', gain: source.gainNode?.gain.value ?? 1 });
          },
        };
        return source;
      }
    }
    const realFetch = globalThis.fetch;
    // Remember which URL each decoded buffer came from (the test's fake api answers the bytes).
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/sounds/')) lastUrl = new URL(String(input), 'http://pug.test').pathname;
      return realFetch(input, init);
    });
    vi.stubGlobal('AudioContext', FakeAudioContext);
    if (notifications) {
      class FakeNotification {
        static get permission() {
          return alerts.notificationPermission;
        }
        static requestPermission() {
          return Promise.resolve(alerts.notificationPermission);
        }
        onclick: (() => void) | null = null;
        constructor(title: string, options: { body?: string; tag?: string } = {}) {
          alerts.notifications.push({ title, body: options.body, tag: options.tag });
        }
        close() {}
      }
      vi.stubGlobal('Notification', FakeNotification);
    } else {
      vi.stubGlobal('Notification', undefined);
      delete (window as { Notification?: unknown }).Notification;
    }
  }
}
