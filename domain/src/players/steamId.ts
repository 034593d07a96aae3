/** Steam's account ids as game servers and logs.tf write them. */
const STEAMID64_BASE = 76561197960265728n;

/** `[U:1:n]` (or the older `STEAM_0:y:z`) to a steamid64 string; null for bots, the console and anything else. */
export function steamId64(id: string): string | null {
  const u = /^\[U:1:(\d{1,10})\]$/.exec(id);
  if (u) return String(STEAMID64_BASE + BigInt(u[1]!));
  const s = /^STEAM_[0-5]:([01]):(\d{1,10})$/.exec(id);
  if (s) return String(STEAMID64_BASE + BigInt(s[2]!) * 2n + BigInt(s[1]!));
  return null;
}
