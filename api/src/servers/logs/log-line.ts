/**
 * TF2 log lines the pug site follows, parsed into events. Other lines are kept in the log only.
 * The line formats (after the `L MM/DD/YYYY - HH:MM:SS: ` stamp, which the packet decoder strips):
 *   World triggered "Round_Start"
 *   World triggered "Round_Win" (winner "Red")            (also at the time limit, counted or not)
 *   World triggered "Round_Length" (seconds "312.45")     (after Round_Win: the round's length)
 *   Team "Red" current score "2" with "6" players         (after each round: the game's own score)
 *   Team "Blue" final score "3" with "6" players          (after Game_Over; 0 on stopwatch maps)
 *   Team "Blue" triggered "pointcaptured" (cp "0") (cpname "#Gravelpit_cap_A") (numcappers "2") ...
 *   World triggered "Game_Over" reason "Reached Win Limit"
 *   Tournament mode started                               (both teams readied: the match (re)starts)
 *   "name<uid><[U:1:n]><Red>" connected, address "…" / joined team "Blue" / disconnected (reason "…")
 *   rcon from "ip:port": command "mp_tournament_restart"
 *   World triggered "Mini_Round_Length" (seconds "346.07")   (payload and other maps played in
 *       mini rounds: each stage's length, logged instead of Round_Length; see match-tracker.ts)
 *   Log file closed                                       (the server stopped logging: map change, `log off`)
 *   "name<uid><[U:1:n]><Blue>" spawned as "scout" / changed role to … / say … (any other line of
 *       one player: which colour that player is on now)
 * Lines the tracker does not need (Round_Stalemate, Round_Overtime, Mini_Round_Win, Round_Setup_*)
 * are not parsed: a stalemate simply starts another round.
 */
import { steamId64 } from '@pug/domain';

type LogTeam = 'blu' | 'red';

export type LogEvent =
  | { kind: 'roundStart' }
  | { kind: 'roundWin'; team: LogTeam }
  | { kind: 'roundLength'; seconds: number }
  | { kind: 'miniRoundLength'; seconds: number }
  | { kind: 'logClosed' }
  | { kind: 'seen'; steamid: string; team: LogTeam }
  | { kind: 'score'; team: LogTeam; score: number; final: boolean }
  | { kind: 'pointCaptured'; team: LogTeam }
  | { kind: 'tournamentStarted' }
  | { kind: 'gameOver'; reason: string }
  | { kind: 'connected'; steamid: string; name: string }
  | { kind: 'disconnected'; steamid: string; name: string; reason: string }
  | { kind: 'joinedTeam'; steamid: string; name: string; team: LogTeam | null }
  | { kind: 'logsTf'; logId: string }
  | { kind: 'demosTf'; url: string }
  | { kind: 'rcon'; command: string };

/** `[U:1:n]` (or the older `STEAM_0:y:z`) to a steamid64 string; null for bots and the console (the domain's rule). */
export { steamId64 };

const team = (name: string): LogTeam | null => (name === 'Blue' ? 'blu' : name === 'Red' ? 'red' : null);

/**
 * A player tag as srcds writes one after the name: `<userid><steamid><team>"`. The team is the
 * engine's (Red, Blue, Unassigned, Spectator, Console or empty), never holding `<`, `>` or `"`.
 * One pattern for both uses: reading the player of a line (PLAYER) and counting the tags in it.
 */
const TAG = String.raw`<\d+><(\[U:1:\d+\]|STEAM_[0-5]:[01]:\d+|BOT|Console)><([^<>"]*)>"`;
const PLAYER = String.raw`"([\s\S]*?)${TAG}`;
const PLAYER_TAG = new RegExp(TAG, 'g');
const SECONDS = String.raw`\(seconds "(\d{1,7}(?:\.\d{1,6})?)"\)`;
const patterns: Array<[RegExp, (m: RegExpExecArray) => LogEvent | null]> = [
  [/^World triggered "Round_Start"/, () => ({ kind: 'roundStart' })],
  [/^World triggered "Round_Win" \(winner "(Red|Blue)"\)/, (m) => ({ kind: 'roundWin', team: team(m[1]!)! })],
  [new RegExp(`^World triggered "Round_Length" ${SECONDS}`), (m) => ({ kind: 'roundLength', seconds: Number(m[1]) })],
  [new RegExp(`^World triggered "Mini_Round_Length" ${SECONDS}`), (m) => ({ kind: 'miniRoundLength', seconds: Number(m[1]) })],
  [/^Log file closed/, () => ({ kind: 'logClosed' })],
  [/^Team "(Red|Blue)" (current|final) score "(\d{1,6})"/, (m) => ({ kind: 'score', team: team(m[1]!)!, score: Number(m[3]), final: m[2] === 'final' })],
  [/^Team "(Red|Blue)" triggered "pointcaptured"/, (m) => ({ kind: 'pointCaptured', team: team(m[1]!)! })],
  [/^Tournament mode started/, () => ({ kind: 'tournamentStarted' })],
  [/^World triggered "Game_Over"(?: reason "(.*)")?/, (m) => ({ kind: 'gameOver', reason: m[1] ?? '' })],
  [new RegExp(`^${PLAYER} connected, address`), (m) => withSteamId(m, (steamid) => ({ kind: 'connected', steamid, name: m[1]! }))],
  [
    // The reason is free text from the client or the engine: it may hold quotes and newlines ("No Steam logon\n").
    new RegExp(`^${PLAYER} disconnected \\(reason "(.*)"\\)$`, 's'),
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

/**
 * The name is the player's own text and may hold quotes, `<`, `>` and newlines: a name written as
 * another player's tag and line (`x<2><[U:1:5]><>" connected, address "…"`) would make the first tag
 * in the line someone else's. A line with more than one tag is ambiguous and is not believed at all.
 */
function withSteamId(m: RegExpExecArray, make: (steamid: string) => LogEvent): LogEvent | null {
  if ((m.input.match(PLAYER_TAG) ?? []).length !== 1) return null;
  const steamid = steamId64(m[2]!);
  return steamid ? make(steamid) : null;
}

/**
 * A line the server's plugins write after the game: the logs.tf upload, the demos.tf STV link
 * (`[logs.tf] Uploading…`, `[TFTrue] The log is available here: …`, `[demos.tf]: STV available at: …`).
 */
export function isLinkLine(line: string): boolean {
  if (line.startsWith('"') && !line.startsWith(CONSOLE)) return false;
  return /\b(?:logs|demos)\.tf\b/i.test(line);
}

export function parseLogLine(line: string): LogEvent | null {
  for (const [re, make] of patterns) {
    const m = re.exec(line);
    if (m) return make(m);
  }
  if (line.startsWith('"') && !line.startsWith(CONSOLE)) return seen(line);
  for (const [re, make] of serverLinks) {
    const m = re.exec(line);
    if (m) return make(m);
  }
  return null;
}

const SEEN = new RegExp(`^${PLAYER} `);

/** Any other line of one player (spawned, changed role, said…): the colour the player is on now. */
function seen(line: string): LogEvent | null {
  const m = SEEN.exec(line);
  const colour = m ? team(m[3]!) : null;
  return m && colour ? withSteamId(m, (steamid) => ({ kind: 'seen', steamid, team: colour })) : null;
}
