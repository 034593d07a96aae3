/**
 * Discord's OAuth2 authorization code flow, as Discord documents it: the authorize URL the player
 * is sent to, the code exchanged at /oauth2/token (client id and secret in the form body), and
 * the account read from /users/@me with the access token. Answers from Discord are validated
 * before use; every failure is a DiscordLinkError with a message fit for the player.
 */
import { z } from 'zod';
import type { DiscordConfig } from '../auth/auth-config.ts';

/** `identify` is all linking needs: the account id, its name and avatar. */
const DISCORD_SCOPE = 'identify';
const TIMEOUT_MS = 10_000;

export class DiscordLinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DiscordLinkError';
  }
}

export function discordAuthorizeUrl(config: DiscordConfig, redirectUri: string, state: string): URL {
  const url = new URL(`${config.apiUrl}/oauth2/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    scope: DISCORD_SCOPE,
    state,
    redirect_uri: redirectUri,
    prompt: 'consent',
  }).toString();
  return url;
}

const tokenSchema = z.object({ access_token: z.string().min(1).max(4096), token_type: z.string() });

const discordUserSchema = z.object({
  id: z.string().regex(/^\d{5,25}$/),
  username: z.string().max(64),
  global_name: z.string().max(64).nullish(),
  avatar: z
    .string()
    .regex(/^(a_)?[0-9a-f]{32}$/)
    .nullish(),
});
export type DiscordUser = z.infer<typeof discordUserSchema>;

async function readJson(response: Response, what: string): Promise<unknown> {
  if (!response.ok) throw new DiscordLinkError(`Discord refused the ${what} (${response.status})`);
  try {
    return await response.json();
  } catch {
    throw new DiscordLinkError(`Discord answered the ${what} with something that is not JSON`);
  }
}

/** Exchanges the code for an access token, then reads the account it belongs to. */
export async function fetchDiscordUser(config: DiscordConfig, code: string, redirectUri: string, fetchImpl: typeof fetch = fetch): Promise<DiscordUser> {
  let tokenJson: unknown;
  let userJson: unknown;
  try {
    const tokenResponse = await fetchImpl(`${config.apiUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    tokenJson = await readJson(tokenResponse, 'code');
    const token = tokenSchema.safeParse(tokenJson);
    if (!token.success || token.data.token_type.toLowerCase() !== 'bearer') throw new DiscordLinkError('Discord answered the code without a bearer token');
    const userResponse = await fetchImpl(`${config.apiUrl}/users/@me`, {
      headers: { Authorization: `Bearer ${token.data.access_token}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    userJson = await readJson(userResponse, 'account request');
  } catch (error) {
    if (error instanceof DiscordLinkError) throw error;
    throw new DiscordLinkError('Discord could not be reached');
  }
  const user = discordUserSchema.safeParse(userJson);
  if (!user.success) throw new DiscordLinkError('Discord answered with an account this site cannot read');
  return user.data;
}
