/** TF2 log lines the pug site follows, parsed into events. Other lines are kept in the log only. */
type LogTeam = 'blu' | 'red';

export type LogEvent =
  | { kind: 'roundStart' }
  | { kind: 'roundWin'; team: LogTeam }
  | { kind: 'score'; team: LogTeam; score: number; final: boolean }
  | { kind: 'gameOver'; reason: string }
  | { kind: 'connected'; steamid: string; name: string }
  | { kind: 'disconnected'; steamid: string; name: string; reason: string }
  | { kind: 'joinedTeam'; steamid: string; name: string; team: LogTeam | null }
  | { kind: 'logsTf'; logId: string }
  | { kind: 'demosTf'; url: string }
  | { kind: 'rcon'; command: string };

const STEAMID64_BASE = 76561197960265728n;

/** `[U:1:n]` (or the older `STEAM_0:y:z`) to a steamid64 string; null for bots and the console. */
export function steamId64(id: string): string | null {
  const u = /^\[U:1:(\d+)\]$/.exec(id);
  if (u) return String(STEAMID64_BASE + BigInt(u[1]!));
  const s = /^STEAM_[0-5]:([01]):(\d+)$/.exec(id);
  if (s) return String(STEAMID64_BASE + BigInt(s[2]!) * 2n + BigInt(s[1]!));
  return null;
}

const team = (name: string): LogTeam | null => (name === 'Blue' ? 'blu' : name === 'Red' ? 'red' : null);

const PLAYER = String.raw`"(.*?)<\d+><([^>]*)><([^>]*)>"`;
const patterns: Array<[RegExp, (m: RegExpExecArray) => LogEvent | null]> = [
  [/^World triggered "Round_Start"/, () => ({ kind: 'roundStart' })],
  [/^World triggered "Round_Win" \(winner "(Red|Blue)"\)/, (m) => ({ kind: 'roundWin', team: team(m[1]!)! })],
  [/^Team "(Red|Blue)" (current|final) score "(\d+)"/, (m) => ({ kind: 'score', team: team(m[1]!)!, score: Number(m[3]), final: m[2] === 'final' })],
  [/^World triggered "Game_Over"(?: reason "(.*)")?/, (m) => ({ kind: 'gameOver', reason: m[1] ?? '' })],
  [new RegExp(`^${PLAYER} connected, address`), (m) => withSteamId(m, (steamid) => ({ kind: 'connected', steamid, name: m[1]! }))],
  [
    new RegExp(`^${PLAYER} disconnected \\(reason "(.*)"\\)`),
    (m) => withSteamId(m, (steamid) => ({ kind: 'disconnected', steamid, name: m[1]!, reason: m[4]! })),
  ],
  [new RegExp(`^${PLAYER} joined team "(\\w+)"`), (m) => withSteamId(m, (steamid) => ({ kind: 'joinedTeam', steamid, name: m[1]!, team: team(m[4]!) }))],
  [/^rcon from "[^"]*": command "(.*)"$/, (m) => ({ kind: 'rcon', command: m[1]! })],
];

/** Links announced by the server itself (plugins speak as the console); a player's chat is not trusted. */
const serverLinks: Array<[RegExp, (m: RegExpExecArray) => LogEvent]> = [
  [/logs\.tf\/(\d+)/, (m) => ({ kind: 'logsTf', logId: m[1]! })],
  [/demos\.tf\/(\d+)/, (m) => ({ kind: 'demosTf', url: `https://demos.tf/${m[1]!}` })],
];
const CONSOLE = '"Console<0><Console><Console>"';

function withSteamId(m: RegExpExecArray, make: (steamid: string) => LogEvent): LogEvent | null {
  const steamid = steamId64(m[2]!);
  return steamid ? make(steamid) : null;
}

export function parseLogLine(line: string): LogEvent | null {
  for (const [re, make] of patterns) {
    const m = re.exec(line);
    if (m) return make(m);
  }
  if (line.startsWith('"') && !line.startsWith(CONSOLE)) return null;
  for (const [re, make] of serverLinks) {
    const m = re.exec(line);
    if (m) return make(m);
  }
  return null;
}
