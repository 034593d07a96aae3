/**
 * Configures a claimed server for a pug over RCON, step by step: the log secret and
 * `logaddress_add` to our receiver, then a check that a log line with that secret really
 * arrives (srcds logs every RCON command it runs), kick everyone, `tv_enable 1` and change to the
 * voted map (SourceTV starts at a map load), exec the map's config and its whitelist, a fresh
 * `sv_password`, the SourceTV name. Throws on the first failed step. Then asks A2S_INFO whether
 * SourceTV runs (srcds announces its port only while it does: a server started with -nohltv
 * still says tv_enable 1) and answers its port and, over RCON, its password. An aborted `signal`
 * (the pug was called off) stops it before its next command.
 */
import { isSafeCfgName, isWhitelistId, type MapConfig } from '@pug/domain';
import { randomBytes, randomInt } from 'node:crypto';
import { RconClient, type RconOptions } from './protocol/rcon-client.ts';
import { readTvPassword, type SourceTv } from './source-tv.ts';

export interface ConfigurePlan {
  map: string;
  /** The map's setting for the pug's format (domain mapConfigFor). */
  mapConfig: MapConfig;
  /** sv_logsecret: digits only, as srcds requires. */
  secret: string;
  /** sv_password for the players. */
  password: string;
  /** Where logs go: `LOG_HOST:port`. */
  logAddress: string;
  tvName: string;
}

export interface ConfigureDeps {
  /** Resolves true when a log line with `secret` containing `token` arrives in time. */
  waitForLog(secret: string, token: string): Promise<boolean>;
  /** One line per step, for the server's log. */
  step(line: string): Promise<void>;
  /** Pause after changelevel before reconnecting (the server loads the map). */
  changelevelDelayMs: number;
  /** The SourceTV the server announces over A2S_INFO (null: none runs, or no answer). */
  querySourceTv(): Promise<{ port: number } | null>;
  /** Aborted: no further command is sent (configureServer throws the abort). */
  signal?: AbortSignal;
  /** Called as the log check starts (the pug's page says so). */
  checkingLogFeed?(): Promise<void>;
}

class ConfigureError extends Error {
  override name = 'ConfigureError';
}

/** RCON worked but the check line never came through the log feed (GameServers re-runs the set-up once, then moves the pug). */
export class LogFeedError extends ConfigureError {
  override name = 'LogFeedError';
}

/**
 * sv_logsecret takes digits only; 18 of them (about 60 bits) is as long as we rely on srcds taking
 * (tf2pickup.org runs 16 in production). The first digit is never 0, so the server never reads it as
 * "no secret". From the CSPRNG.
 */
const LOG_SECRET_DIGITS = 18;
export function newLogSecret(): string {
  let secret = String(randomInt(1, 10));
  while (secret.length < LOG_SECRET_DIGITS) secret += String(randomInt(0, 10));
  return secret;
}
export const newPassword = () => randomBytes(6).toString('base64url').replace(/[-_]/g, 'x');

/** Waits `ms`, or less when `signal` aborts. */
export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    if (signal?.aborted) done();
    else signal?.addEventListener('abort', done, { once: true });
  });

/** `promise`'s outcome, or `onAbort` as soon as `signal` aborts. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined, onAbort: T): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const stop = () => resolve(onAbort);
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

export async function configureServer(rcon: RconOptions, plan: ConfigurePlan, deps: ConfigureDeps): Promise<SourceTv | null> {
  const { config, whitelistId } = plan.mapConfig;
  // Checked when stored; checked again here, right before it becomes an RCON command.
  if (!isSafeCfgName(config)) throw new ConfigureError(`The map's config name is not a safe cfg name`);
  if (whitelistId !== null && !isWhitelistId(whitelistId)) throw new ConfigureError(`The map's whitelist id is not a whitelist.tf id`);
  const { signal } = deps;
  signal?.throwIfAborted();
  let client = await RconClient.connect(rcon);
  const send = (command: string) => {
    signal?.throwIfAborted();
    return client.command(command);
  };
  try {
    await deps.step('RCON connected');
    await send(`sv_logsecret ${plan.secret}`);
    await send(`logaddress_add ${plan.logAddress}`);
    await send('log on');
    await deps.checkingLogFeed?.();
    const token = `pug-logcheck-${randomBytes(4).toString('hex')}`;
    const arrived = deps.waitForLog(plan.secret, token);
    await send(`echo ${token}`);
    const logged = await unlessAborted(arrived, signal, false);
    signal?.throwIfAborted();
    if (!logged) throw new LogFeedError(`No log line arrived at ${plan.logAddress}`);
    await deps.step(`Log feed to ${plan.logAddress} verified`);
    await send('kickall');
    await send('tv_enable 1');
    await send(`changelevel ${plan.map}`);
    await deps.step(`Changed level to ${plan.map}`);
    if (deps.changelevelDelayMs > 0) {
      client.close();
      await sleep(deps.changelevelDelayMs, signal);
      signal?.throwIfAborted();
      client = await RconClient.connect(rcon);
    }
    await send(`exec ${config}`);
    await deps.step(`Executed ${config}`);
    if (whitelistId !== null) {
      await send(`tftrue_whitelist_id ${whitelistId}`);
      await deps.step(`Whitelist ${whitelistId} applied`);
    }
    await send(`sv_password ${plan.password}`);
    await send(`tv_name "${plan.tvName.replace(/["';]/g, '')}"`);
    const running = await deps.querySourceTv();
    if (!running) {
      await deps.step('Password set; no SourceTV on this server');
      return null;
    }
    // The config may set a SourceTV password: read after the exec.
    const sourceTv = { port: running.port, password: await readTvPassword(client, rcon.password) };
    await deps.step(`Password set; SourceTV on port ${sourceTv.port}${sourceTv.password ? ' with a password' : ''}`);
    return sourceTv;
  } finally {
    client.close();
  }
}

/** After a pug: kick everyone, a new random password nobody knows, stop sending us logs. */
export async function resetServer(rcon: RconOptions, logAddress: string): Promise<void> {
  const client = await RconClient.connect(rcon);
  try {
    await client.command('kickall');
    await client.command(`sv_password ${newPassword()}`);
    await client.command(`logaddress_del ${logAddress}`);
    await client.command('sv_logsecret 0');
  } finally {
    client.close();
  }
}

/** A new sv_password for a running match (after a sub: the player who left knew the old one). */
export async function changePassword(rcon: RconOptions, password: string): Promise<void> {
  const client = await RconClient.connect(rcon);
  try {
    await client.command(`sv_password ${password}`);
  } finally {
    client.close();
  }
}

/** A steamid64 as the server's console names a player: `[U:1:n]`. */
function steamId3(steamid: string): string {
  return `[U:1:${BigInt(steamid) - 76561197960265728n}]`;
}

/**
 * A player banned during a running match: a new sv_password (they knew the old one), then the
 * player kicked by their Steam ID (`kickid "[U:1:n]" reason`), so they can neither stay nor come back.
 */
export async function removeBannedPlayer(rcon: RconOptions, password: string, steamid: string): Promise<void> {
  if (!/^\d{17}$/.test(steamid)) throw new Error('Not a Steam ID');
  const client = await RconClient.connect(rcon);
  try {
    await client.command(`sv_password ${password}`);
    await client.command(`kickid "${steamId3(steamid)}" You were banned from the pugs`);
  } finally {
    client.close();
  }
}

/** Re-points a running match's logs at this api (after a restart, the log port may differ). */
export async function resumeLogFeed(rcon: RconOptions, secret: string, logAddress: string): Promise<void> {
  const client = await RconClient.connect(rcon);
  try {
    await client.command(`sv_logsecret ${secret}`);
    await client.command(`logaddress_add ${logAddress}`);
  } finally {
    client.close();
  }
}
