/**
 * A simulated TF2 server on loopback for tests: Source RCON over TCP and A2S_INFO over UDP on
 * one port number (like srcds), and a log feed to every `logaddress_add` target carrying the
 * `sv_logsecret`. It runs the console commands a pug site sends and plays scripted matches.
 */
import { SimA2sServer, type SimInfo } from './a2s-server.ts';
import { SimLogSender } from './log-sender.ts';
import { SimRconServer, type RconBehaviour, type WriteMode } from './rcon-server.ts';

export type SimTeam = 'Red' | 'Blue';

export interface SimPlayer {
  name: string;
  /** steamid64, as the site stores it. */
  steamid: string;
  team: SimTeam;
}

export interface Tf2SimOptions {
  rconPassword?: string;
  name?: string;
  map?: string;
  maxPlayers?: number;
  behaviour?: RconBehaviour;
  writeMode?: WriteMode;
  /**
   * SourceTV. By default the server can run it (srcds' defaults: `tv_enable 0`, `tv_port 27020`, no
   * `tv_password`); like srcds it starts at a map load while `tv_enable` is 1 and is then announced
   * in A2S_INFO (EDF 0x40). `false`: started with `-nohltv`, it never runs whatever `tv_enable` says.
   */
  sourceTv?: false | { enabled?: boolean; port?: number; password?: string };
}

/** srcds' answer to a bare cvar name: value, default and help, as `"tv_port" = "27020" ( def. "27020" ) …`. */
const CVAR_HELP: Record<string, { def: string; tail: string }> = {
  tv_enable: { def: '0', tail: ' notify\n - Activates SourceTV on server.' },
  tv_port: { def: '27020', tail: ' min. 0.000000 max. 65535.000000\n - Host SourceTV port' },
  tv_password: { def: '', tail: ' notify\n - SourceTV password for all clients' },
  tv_name: { def: 'SourceTV', tail: '\n - SourceTV host name' },
  sv_password: { def: '', tail: ' notify\n - Server password for entry into multiplayer games' },
};

const STEAMID64_BASE = 76561197960265728n;

/** steamid64 -> the `[U:1:n]` form srcds writes in logs. */
export function steamId3(steamid64: string): string {
  return `[U:1:${BigInt(steamid64) - STEAMID64_BASE}]`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Tf2Simulator {
  /** Checked at each RCON login: the fake serveme.tf sets it to a reservation's `rcon`. */
  rconPassword: string;
  /** ok / refuse / hang: change at any time. */
  behaviour: RconBehaviour;
  writeMode: WriteMode;
  /** When true the server accepts `logaddress_add` but never sends a log line. */
  muteLogs = false;
  /** Every command received over RCON, in order. */
  readonly commands: string[] = [];
  readonly cvars = new Map<string, string>();
  readonly execed: string[] = [];
  /** SourceTV is running on the current map (started by a map load with tv_enable 1). */
  sourceTvRunning = false;
  private readonly canRunSourceTv: boolean;
  map: string;
  name: string;
  maxPlayers: number;
  port = 0;
  readonly connected = new Map<string, SimPlayer & { userid: number }>();
  readonly score: Record<SimTeam, number> = { Red: 0, Blue: 0 };

  private readonly rcon: SimRconServer;
  private a2s: SimA2sServer;
  private readonly logs = new SimLogSender();
  private nextUserId = 2;

  constructor(opts: Tf2SimOptions = {}) {
    this.rconPassword = opts.rconPassword ?? 'sim-rcon-secret';
    this.behaviour = opts.behaviour ?? 'ok';
    this.writeMode = opts.writeMode ?? 'normal';
    this.map = opts.map ?? 'cp_badlands';
    this.name = opts.name ?? 'Simulated TF2 server';
    this.maxPlayers = opts.maxPlayers ?? 24;
    this.canRunSourceTv = opts.sourceTv !== false;
    const tv = opts.sourceTv || {};
    this.cvars.set('tv_enable', tv.enabled ? '1' : '0');
    this.cvars.set('tv_port', String(tv.port ?? 27020));
    this.cvars.set('tv_password', tv.password ?? '');
    this.sourceTvRunning = this.canRunSourceTv && tv.enabled === true;
    this.rcon = new SimRconServer({
      password: () => this.rconPassword,
      behaviour: () => this.behaviour,
      writeMode: () => this.writeMode,
      execute: (command, from) => this.execute(command, from),
    });
    this.a2s = new SimA2sServer(() => this.info());
  }

  get ipport(): string {
    return `127.0.0.1:${this.port}`;
  }

  get logTargets(): ReadonlySet<string> {
    return this.logs.targets;
  }

  /** Every line the server logged. */
  get logLines(): readonly string[] {
    return this.logs.lines;
  }

  set answeringQueries(on: boolean) {
    this.a2s.answering = on;
  }

  /** Binds UDP on a free port, then TCP on the same number (retrying if TCP's is taken). */
  async start(): Promise<this> {
    for (let attempt = 0; ; attempt++) {
      const port = await this.a2s.bind(0);
      try {
        await this.rcon.listen(port);
        this.port = port;
        return this;
      } catch (err) {
        await this.a2s.close();
        if (attempt >= 5) throw err;
        this.a2s = new SimA2sServer(() => this.info());
      }
    }
  }

  private stopped: Promise<void> | null = null;

  /** Stops every socket; calling it again is harmless. */
  stop(): Promise<void> {
    this.stopped ??= this.closeAll();
    return this.stopped;
  }

  private async closeAll(): Promise<void> {
    await Promise.all([this.rcon.close(), this.a2s.close(), this.logs.close()]);
  }

  info(): SimInfo {
    const password = this.cvars.get('sv_password') ?? '';
    const sourceTv = this.sourceTvRunning ? { port: Number(this.cvars.get('tv_port')), name: this.cvars.get('tv_name') ?? 'SourceTV' } : null;
    return { name: this.name, map: this.map, players: this.connected.size, maxPlayers: this.maxPlayers, password: password !== '', port: this.port, sourceTv };
  }

  /** Logs a line to every log address (with the secret), as srcds would. */
  log(line: string): void {
    if (this.muteLogs) return;
    this.logs.send(line, this.cvars.get('sv_logsecret') ?? null);
  }

  // --- match script ----------------------------------------------------------------------

  private tag(p: SimPlayer & { userid: number }, team: string): string {
    return `"${p.name}<${p.userid}><${steamId3(p.steamid)}><${team}>"`;
  }

  connect(player: SimPlayer): void {
    const p = { ...player, userid: this.nextUserId++ };
    this.connected.set(player.steamid, p);
    this.log(`${this.tag(p, '')} connected, address "127.0.0.1:27005"`);
    this.log(`${this.tag(p, '')} STEAM USERID validated`);
    this.log(`${this.tag(p, '')} entered the game`);
    this.log(`${this.tag(p, 'Unassigned')} joined team "${player.team}"`);
  }

  disconnect(steamid: string, reason = 'Disconnect by user.'): void {
    const p = this.connected.get(steamid);
    if (!p) return;
    this.connected.delete(steamid);
    this.log(`${this.tag(p, p.team)} disconnected (reason "${reason}")`);
  }

  roundStart(): void {
    this.log('World triggered "Round_Start"');
  }

  roundWin(team: SimTeam): void {
    this.score[team] += 1;
    this.log(`World triggered "Round_Win" (winner "${team}")`);
    this.logScores('current');
  }

  /** Both teams readied up in tournament mode: the match starts (TF2 logs its first Round_Start twice). */
  tournamentStart(): void {
    this.log('Tournament mode started');
    this.log('Blue Team: BLU');
    this.log('Red Team: RED');
    this.roundStart();
    this.roundStart();
  }

  /** mp_tournament_restart: the score goes back to 0-0; the teams ready up again and the match starts over. */
  tournamentRestart(): void {
    this.score.Red = 0;
    this.score.Blue = 0;
    this.tournamentStart();
  }

  gameOver(opts: { logsTfId?: number; demosTfId?: number } = {}): void {
    this.log('World triggered "Game_Over" reason "Reached Win Limit"');
    this.logScores('final');
    if (opts.logsTfId) this.log(`"Console<0><Console><Console>" say "[logs.tf] The log is available here: https://logs.tf/${opts.logsTfId}"`);
    if (opts.demosTfId) this.log(`"Console<0><Console><Console>" say "[demos.tf]: STV available at: https://demos.tf/${opts.demosTfId}"`);
  }

  private logScores(kind: 'current' | 'final'): void {
    const count = (team: SimTeam) => [...this.connected.values()].filter((p) => p.team === team).length;
    for (const team of ['Red', 'Blue'] as const) {
      this.log(`Team "${team}" ${kind} score "${this.score[team]}" with "${count(team)}" players`);
    }
  }

  /**
   * A whole match: everyone connects, the match starts (a doubled Round_Start), Blue takes the
   * first round, the match is restarted with mp_tournament_restart (back to 0-0), then Red wins 3-1.
   */
  async playScriptedMatch(players: SimPlayer[], opts: { gap?: number; logsTfId?: number; demosTfId?: number } = {}): Promise<void> {
    const gap = opts.gap ?? 5;
    for (const p of players) this.connect(p);
    await sleep(gap);
    const steps: Array<() => void> = [
      () => this.tournamentStart(),
      () => this.roundWin('Blue'),
      () => this.roundStart(),
      () => this.tournamentRestart(),
      () => this.roundWin('Red'),
      () => this.roundStart(),
      () => this.roundWin('Red'),
      () => this.roundStart(),
      () => this.roundWin('Blue'),
      () => this.roundStart(),
      () => this.roundWin('Red'),
      () => this.gameOver({ logsTfId: opts.logsTfId, demosTfId: opts.demosTfId }),
    ];
    for (const step of steps) {
      step();
      await sleep(gap);
    }
  }

  // --- console ---------------------------------------------------------------------------

  private execute(body: string, from: string): string {
    this.commands.push(body);
    this.log(`rcon from "${from}": command "${body}"`);
    return body
      .split(';')
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => this.run(c))
      .join('');
  }

  private run(command: string): string {
    const [name = '', ...rest] = command.split(/\s+/);
    const arg = rest.join(' ').replace(/^"(.*)"$/, '$1');
    switch (name) {
      case 'logaddress_add':
        this.logs.targets.add(arg);
        return `logaddress_add:  ${arg}\n`;
      case 'logaddress_del':
        this.logs.targets.delete(arg);
        return '';
      case 'logaddress_delall':
        this.logs.targets.clear();
        return '';
      case 'kickall':
        for (const steamid of [...this.connected.keys()]) this.disconnect(steamid, 'Kicked from server');
        return '';
      case 'kickid': {
        // `kickid <userid | "[U:1:n]"> [reason]`, as srcds takes it.
        const id = /^"?([^"\s]+)"?/.exec(rest.join(' '))?.[1] ?? '';
        for (const p of [...this.connected.values()])
          if (steamId3(p.steamid) === id || String(p.userid) === id) this.disconnect(p.steamid, 'Kicked by Console');
        return '';
      }
      case 'changelevel':
        this.map = arg;
        this.sourceTvRunning = this.canRunSourceTv && this.cvars.get('tv_enable') === '1';
        this.log(`Loading map "${arg}"`);
        this.log(`Started map "${arg}" (CRC "1234")`);
        return '';
      case 'exec':
        this.execed.push(arg);
        return `Executing ${arg}\n`;
      case 'echo':
        return `${arg}\n`;
      case 'say':
        this.log(`"Console<0><Console><Console>" say "${arg}"`);
        return '';
      case 'status':
        return this.status();
      default:
        if (rest.length === 0) return this.cvarAnswer(name);
        this.cvars.set(name, arg);
        return '';
    }
  }

  private cvarAnswer(name: string): string {
    const help = CVAR_HELP[name];
    const value = this.cvars.get(name) ?? help?.def;
    if (value === undefined) return `Unknown command "${name}"\n`;
    return help ? `"${name}" = "${value}" ( def. "${help.def}" )${help.tail}\n` : `"${name}" = "${value}"\n`;
  }

  /** `status`, long enough (with its padding) to need several RCON packets. */
  private status(): string {
    const head = [
      `hostname: ${this.name}`,
      'version : 9543365/24 9543365 secure',
      `udp/ip  : ${this.ipport}`,
      `map     : ${this.map} at: 0 x, 0 y, 0 z`,
      `players : ${this.connected.size} humans, 0 bots (${this.maxPlayers} max)`,
      '# userid name uniqueid connected ping loss state adr',
    ];
    const rows = [...this.connected.values()].map((p) => `#  ${p.userid} "${p.name}" ${steamId3(p.steamid)} 10:00 50 0 active 127.0.0.1:27005`);
    const filler = Array.from({ length: 120 }, (_, i) => `# ${String(i).padStart(3, '0')} ${'-'.repeat(60)}`);
    return `${[...head, ...rows, ...filler].join('\n')}\nend of status\n`;
  }
}

export async function startTf2Sim(opts: Tf2SimOptions = {}): Promise<Tf2Simulator> {
  return new Tf2Simulator(opts).start();
}
