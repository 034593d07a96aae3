/**
 * Configures a claimed server for a pug over RCON, step by step: the log secret and
 * `logaddress_add` to our receiver, then a check that a log line with that secret really
 * arrives (srcds logs every RCON command it runs), kick everyone, `tv_enable 1` and change to the
 * voted map (SourceTV starts at a map load), exec the map's config and its whitelist, a fresh
 * `sv_password`, the SourceTV name. Throws on the first failed step. Then asks A2S_INFO whether
 * SourceTV runs (srcds announces its port only while it does: a server started with -nohltv
 * still says tv_enable 1) and answers its port and, over RCON, its password.
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
}

class ConfigureError extends Error {
  override name = 'ConfigureError';
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function configureServer(rcon: RconOptions, plan: ConfigurePlan, deps: ConfigureDeps): Promise<SourceTv | null> {
  const { config, whitelistId } = plan.mapConfig;
  // Checked when stored; checked again here, right before it becomes an RCON command.
  if (!isSafeCfgName(config)) throw new ConfigureError(`The map's config name is not a safe cfg name`);
  if (whitelistId !== null && !isWhitelistId(whitelistId)) throw new ConfigureError(`The map's whitelist id is not a whitelist.tf id`);
  let client = await RconClient.connect(rcon);
  try {
    await deps.step('RCON connected');
    await client.command(`sv_logsecret ${plan.secret}`);
    await client.command(`logaddress_add ${plan.logAddress}`);
    await client.command('log on');
    const token = `pug-logcheck-${randomBytes(4).toString('hex')}`;
    const arrived = deps.waitForLog(plan.secret, token);
    await client.command(`echo ${token}`);
    if (!(await arrived)) throw new ConfigureError(`No log line arrived at ${plan.logAddress}`);
    await deps.step(`Log feed to ${plan.logAddress} verified`);
    await client.command('kickall');
    await client.command('tv_enable 1');
    await client.command(`changelevel ${plan.map}`);
    await deps.step(`Changed level to ${plan.map}`);
    if (deps.changelevelDelayMs > 0) {
      client.close();
      await sleep(deps.changelevelDelayMs);
      client = await RconClient.connect(rcon);
    }
    await client.command(`exec ${config}`);
    await deps.step(`Executed ${config}`);
    if (whitelistId !== null) {
      await client.command(`tftrue_whitelist_id ${whitelistId}`);
      await deps.step(`Whitelist ${whitelistId} applied`);
    }
    await client.command(`sv_password ${plan.password}`);
    await client.command(`tv_name "${plan.tvName.replace(/["';]/g, '')}"`);
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
