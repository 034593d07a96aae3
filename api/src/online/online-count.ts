/**
 * Who is here, kept for the online feature: the Steam IDs with a signed-in socket in any api
 * process (framework/presence.ts), read at most once per FRESH_MS however many ask, and the
 * count sent to every page at most once per ONLINE_BROADCAST_MS (domain contracts/online.ts)
 * after a signed-in socket of this process connected or left.
 */
import { ONLINE_BROADCAST_MS } from '@pug/domain';
import type { Logger } from '../framework/logger.ts';
import { onlineSteamids } from '../framework/presence.ts';
import type { PugServer, Realtime } from '../framework/sockets.ts';

/** How long one reading of who is online answers every request. */
const FRESH_MS = 1000;

export interface OnlineCountOptions {
  io: PugServer;
  realtime: Realtime;
  logger: Logger;
  /** The least time between two broadcasts (default ONLINE_BROADCAST_MS; tests shorten it). */
  broadcastMs?: number;
}

export interface OnlineCount {
  /** Everyone online now (a reading at most FRESH_MS old). */
  read(): Promise<Set<string>>;
  /** A signed-in socket of this process connected or left: broadcast the count soon. */
  changed(): void;
  stop(): void;
}

export function createOnlineCount({ io, realtime, logger, broadcastMs = ONLINE_BROADCAST_MS }: OnlineCountOptions): OnlineCount {
  let reading: { at: number; value: Promise<Set<string>> } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let lastSent = 0;
  let stopped = false;

  const read = (): Promise<Set<string>> => {
    const now = Date.now();
    if (!reading || now - reading.at >= FRESH_MS) {
      const value = onlineSteamids(io);
      reading = { at: now, value };
      // A failed reading is not kept: the next request asks again.
      value.catch(() => {
        if (reading?.value === value) reading = undefined;
      });
    }
    return reading.value;
  };

  const broadcast = async () => {
    timer = undefined;
    lastSent = Date.now();
    reading = undefined;
    try {
      const online = await read();
      if (!stopped) realtime.toAll().emit('online', { count: online.size });
    } catch (err) {
      logger.warn({ err }, 'could not count the players online');
    }
  };

  return {
    read,
    changed() {
      if (timer || stopped) return;
      const wait = Math.max(0, lastSent + broadcastMs - Date.now());
      timer = setTimeout(() => void broadcast(), wait);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
