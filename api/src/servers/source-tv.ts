/**
 * SourceTV's password on a server being set up, read over RCON: srcds answers a
 * bare cvar name as `"tv_password" = "…" ( def. "" ) …`. Whether SourceTV runs, and its port, come
 * from A2S_INFO (protocol/a2s.ts, EDF 0x40). Whatever the server answers is untrusted text that every
 * visitor of the pug page will see and may paste into their console, so only a short printable
 * password without console syntax is taken; one that is the server's RCON password (an operator's
 * slip) is never published.
 */
import type { RconClient } from './protocol/rcon-client.ts';

export interface SourceTv {
  port: number;
  /** null: none set (or not one we publish). */
  password: string | null;
}

/** The value in srcds' answer to a bare cvar name, or null when the answer is not that cvar's. */
function cvarValue(answer: string, name: string): string | null {
  const line = answer.split('\n').find((l) => l.startsWith(`"${name}" = "`));
  const match = line?.slice(name.length + 6).match(/^([^"]*)"/);
  return match ? match[1]! : null;
}

/** Printable ASCII without spaces, quotes, `;` or `\`: it is pasted into spectators' consoles after `password`. */
const PUBLISHABLE = /^[\x21-\x7e]{1,64}$/;
const CONSOLE_SYNTAX = /["';\\]/;

/** `tv_password` if it is one to publish, else null (none, unusual characters, or the RCON password). */
export async function readTvPassword(client: RconClient, rconPassword: string): Promise<string | null> {
  const password = cvarValue(await client.command('tv_password'), 'tv_password') ?? '';
  return PUBLISHABLE.test(password) && !CONSOLE_SYNTAX.test(password) && password !== rconPassword ? password : null;
}
