import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useApi } from './api-provider.tsx';
import { createElement, type ReactNode } from 'react';
import { SOCKET } from '@pug/domain';
import { createPugSocket } from './create-socket.ts';
import { SocketProvider, useSocket } from './socket-provider.tsx';
import { THEME_STORAGE_KEY, ThemeModeProvider, useThemeMode } from './theme-mode.tsx';
import { useSession } from './session/session-provider.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('using a provider outside its scope', () => {
  it.each([
    ['useApi', () => useApi(), 'useApi must be used inside <ApiProvider>'],
    ['useSocket', () => useSocket(), 'useSocket must be used inside <SocketProvider>'],
    ['useThemeMode', () => useThemeMode(), 'useThemeMode must be used inside <ThemeModeProvider>'],
    ['useSession', () => useSession(), 'useSession must be used inside <SessionProvider>'],
  ] as [string, () => unknown, string][])('%s throws a clear error', (_name, hook, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the render error
    expect(() => renderHook(hook)).toThrow(message);
  });
});

describe('the realtime connection', () => {
  it('uses the product socket settings: websocket only, /socket.io, credentials, backoff 1-5 s, jitter 0.5, 10 attempts, 20 s', () => {
    const socket = createPugSocket('http://api.test');
    socket.disconnect();
    const opts = socket.io.opts;
    expect(opts.path).toBe('/socket.io');
    expect(opts.transports).toEqual(['websocket']);
    expect(opts.withCredentials).toBe(true);
    expect([opts.reconnectionDelay, opts.reconnectionDelayMax, opts.randomizationFactor]).toEqual([1000, 5000, 0.5]);
    expect([opts.reconnectionAttempts, opts.timeout]).toEqual([10, 20000]);
  });
});

describe('a socket the server ended', () => {
  it('reconnects after the reconnection delay when the server disconnected it, not when the page did', () => {
    vi.useFakeTimers();
    try {
      const socket = createPugSocket('http://127.0.0.1:9');
      socket.io.opts.reconnection = false;
      const connect = vi.spyOn(socket, 'connect').mockImplementation(() => socket);
      const wrapper = ({ children }: { children: ReactNode }) => createElement(SocketProvider, { apiOrigin: '', socket, children });
      const view = renderHook(() => useSocket(), { wrapper });
      connect.mockClear();
      const emitReserved = (socket as unknown as { emitReserved(event: string, reason: string): void }).emitReserved.bind(socket);
      act(() => emitReserved('disconnect', 'io client disconnect'));
      vi.advanceTimersByTime(SOCKET.reconnectionDelay * 2);
      expect(connect).not.toHaveBeenCalled();
      act(() => emitReserved('disconnect', 'io server disconnect'));
      vi.advanceTimersByTime(SOCKET.reconnectionDelay - 1);
      expect(connect).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(connect).toHaveBeenCalledTimes(1);
      view.unmount();
      socket.disconnect();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the theme mode', () => {
  it('is dark by default, toggles, and is remembered in localStorage', () => {
    const first = renderHook(() => useThemeMode(), { wrapper: ThemeModeProvider });
    expect(first.result.current.mode).toBe('dark');
    expect(document.documentElement.dataset.themeMode).toBe('dark');
    act(() => first.result.current.toggle());
    expect(document.documentElement.dataset.themeMode).toBe('light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    first.unmount();
    const again = renderHook(() => useThemeMode(), { wrapper: ThemeModeProvider });
    expect(again.result.current.mode).toBe('light');
  });
});
