import { expect, it } from 'vitest';
import { serverAddressHidden } from './serverInfo.ts';

it('hides the address from signed-out visitors always, from spectators by setting, never from admins or seated players', () => {
  const signedOut = { signedIn: false, isAdmin: false, seated: false };
  const spectator = { signedIn: true, isAdmin: false, seated: false };
  for (const live of [false, true]) {
    for (const setting of ['hidden', 'live', 'public'] as const) {
      expect(serverAddressHidden(setting, { signedIn: true, isAdmin: true, seated: false }, live)).toBeNull();
      expect(serverAddressHidden(setting, { signedIn: true, isAdmin: false, seated: true }, live)).toBeNull();
      expect(serverAddressHidden(setting, signedOut, live)).not.toBeNull();
    }
  }
  expect(serverAddressHidden('public', spectator, true)).toBeNull();
  expect(serverAddressHidden('public', signedOut, true)).toBe('signIn');
  expect(serverAddressHidden('live', spectator, false)).toBeNull();
  expect(serverAddressHidden('live', spectator, true)).toBe('live');
  expect(serverAddressHidden('live', signedOut, false)).toBe('signIn');
  expect(serverAddressHidden('live', signedOut, true)).toBe('live');
  expect(serverAddressHidden('hidden', spectator, false)).toBe('players');
  expect(serverAddressHidden('hidden', signedOut, false)).toBe('players');
});
