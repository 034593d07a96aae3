/**
 * The league's public player API, faked for tests on loopback: `GET /v0/profile/{steamid}/teams`
 * answers in the RGL shape from the teams given per player, and 404 for an unknown player (as
 * the real API does). Switches make it fail the ways a real league does: `status` (500, 503…),
 * `slowMs` (answers late), `malformed` (not JSON, or JSON of the wrong shape), and `held` (answers
 * once a test lets it, to put something between a caller's question and its use of the answer),
 * `flood` (a chunked answer with no Content-Length, as large as asked, sent as fast as the caller
 * reads it) and `trickle` (a chunked answer of one byte now and then, never finished); for these
 * two, `progress` says how many bytes went out and whether the caller hung up.
 * Every request is counted so a test can see whether the league was asked.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One team membership in the RGL answer's shape. */
export interface FakeLeagueTeam {
  formatId: number;
  formatName: string;
  regionId: number;
  regionName: string;
  seasonId: number;
  seasonName: string;
  divisionId: number;
  divisionName: string;
  teamId: number;
  teamName: string;
  teamTag: string;
  teamLeader: boolean;
  startedAt: string;
  leftAt: string | null;
}

export type FakeLeagueMode =
  | { kind: 'ok' }
  | { kind: 'status'; status: number }
  | { kind: 'slow'; ms: number }
  | { kind: 'malformed'; body: 'not-json' | 'wrong-shape' }
  /** Answers normally once `until` settles. */
  | { kind: 'held'; until: Promise<unknown> }
  | { kind: 'flood'; bytes: number; progress: StreamProgress }
  | { kind: 'trickle'; everyMs: number; progress: StreamProgress };

/** What a streamed answer got to: bytes handed to the socket, and whether the caller closed it first. */
export interface StreamProgress {
  sent: number;
  callerClosed: boolean;
}

/** Sends `bytes` of '[' in 64 KiB chunks, waiting for the caller to read (no Content-Length: chunked). */
function flood(res: ServerResponse, bytes: number, progress: StreamProgress): void {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  const chunk = Buffer.alloc(64 * 1024, '[');
  res.on('close', () => (progress.callerClosed = !res.writableFinished));
  const pump = () => {
    while (progress.sent < bytes && !res.destroyed) {
      progress.sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    if (!res.destroyed) res.end();
  };
  pump();
}

/** Sends one byte every `everyMs` until the caller hangs up (no Content-Length: chunked). */
function trickle(res: ServerResponse, everyMs: number, progress: StreamProgress, timers: Set<NodeJS.Timeout>): void {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  const timer = setInterval(() => {
    if (res.destroyed) return;
    progress.sent += 1;
    res.write('[');
  }, everyMs);
  timers.add(timer);
  res.on('close', () => {
    progress.callerClosed = true;
    clearInterval(timer);
    timers.delete(timer);
  });
}

export interface FakeLeague extends FakeLeagueState {
  url: string;
  close(): Promise<void>;
}

/** A team membership with plausible defaults. */
export function leagueTeam(over: Partial<FakeLeagueTeam> & Pick<FakeLeagueTeam, 'seasonId' | 'divisionName'>): FakeLeagueTeam {
  return {
    formatId: 3,
    formatName: 'Sixes',
    regionId: 40,
    regionName: 'NA Sixes',
    seasonName: `Sixes Season ${over.seasonId}`,
    divisionId: 1,
    teamId: 1000 + over.seasonId,
    teamName: 'Fake Team',
    teamTag: 'FAKE',
    teamLeader: false,
    startedAt: '2025-01-05T00:00:00.000Z',
    leftAt: null,
    ...over,
  };
}

/** What the fake league knows and how it behaves; shared by the standalone server and the league SSO process. */
export interface FakeLeagueState {
  /** Teams per Steam ID; a player missing here (and from `teamsFor`) gets a 404. */
  teams: Map<string, FakeLeagueTeam[]>;
  /** Teams for players not in `teams` (a range of test players), undefined: unknown. */
  teamsFor?: (steamid: string) => FakeLeagueTeam[] | undefined;
  mode: FakeLeagueMode;
  /** Paths asked, in order. */
  requests: string[];
}

/** Answers `GET /v0/profile/{steamid}/teams` from `state`; timers of slow answers go in `timers`. */
export function leagueApiHandler(state: FakeLeagueState, timers = new Set<NodeJS.Timeout>()): (req: IncomingMessage, res: ServerResponse) => void {
  const teamsOf = (steamid: string) => state.teams.get(steamid) ?? state.teamsFor?.(steamid);
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    state.requests.push(path);
    const send = (status: number, body: string, type = 'application/json') => {
      res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
      res.end(body);
    };
    const match = /^\/v0\/profile\/(\d{17})\/teams$/.exec(path);
    if (req.method !== 'GET' || !match) return send(404, JSON.stringify({ statusCode: 404, message: 'Not Found' }));
    const mode = state.mode;
    if (mode.kind === 'status') return send(mode.status, JSON.stringify({ statusCode: mode.status, message: 'Internal Server Error' }));
    if (mode.kind === 'flood') return flood(res, mode.bytes, mode.progress);
    if (mode.kind === 'trickle') return trickle(res, mode.everyMs, mode.progress, timers);
    if (mode.kind === 'malformed')
      return mode.body === 'not-json' ? send(200, '<html>maintenance</html>', 'text/html') : send(200, JSON.stringify({ teams: 'soon' }));
    const teams = teamsOf(match[1]!);
    const answer = () => (teams ? send(200, JSON.stringify(teams)) : send(404, JSON.stringify({ statusCode: 404, message: 'Player not found' })));
    if (mode.kind === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) answer();
      }, mode.ms);
      timers.add(timer);
      return;
    }
    if (mode.kind === 'held') {
      const release = () => {
        if (!res.destroyed) answer();
      };
      void mode.until.then(release, release);
      return;
    }
    answer();
  };
}

export async function startFakeLeague(initial: Record<string, FakeLeagueTeam[]> = {}): Promise<FakeLeague> {
  const timers = new Set<NodeJS.Timeout>();
  const league: FakeLeagueState = { teams: new Map(Object.entries(initial)), mode: { kind: 'ok' }, requests: [] };
  const server: Server = createServer(leagueApiHandler(league, timers));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(league, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
