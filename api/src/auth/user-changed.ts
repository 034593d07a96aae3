/**
 * Who wants to hear that a user's stored record changed (a sign-in refreshed alias or avatar).
 * Auth offers it; features built later subscribe (players pushes `userUpdate`), so auth needs
 * no import of theirs.
 */
export interface UserChanged {
  subscribe(listener: (steamid: string) => Promise<void>): void;
  notify(steamid: string): Promise<void>;
}

export function userChangedListeners(): UserChanged {
  const listeners: Array<(steamid: string) => Promise<void>> = [];
  return {
    subscribe(listener) {
      listeners.push(listener);
    },
    async notify(steamid) {
      await Promise.all(listeners.map((listener) => listener(steamid)));
    },
  };
}
