/**
 * Steam sign-in over OpenID 2.0 (the identity every TF2 site uses). Steam does not sign with a
 * shared association, so the assertion is verified by posting it back to the OP with
 * `openid.mode=check_authentication` (OpenID 2.0 §11.4.2) after checking that it answers our
 * own request: our return_to (with our one-time state), the configured OP endpoint, every
 * security-relevant field signed, a fresh nonce, and a claimed id of the form
 * `<OP origin>/openid/id/<17-digit Steam ID>`.
 */
import type { SteamConfig } from '../auth-config.ts';
import type { ProviderProfile } from '../provider-profile.ts';
import { SignInError } from '../sso/league-sso.ts';

const NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
const MUST_BE_SIGNED = ['op_endpoint', 'return_to', 'response_nonce', 'assoc_handle', 'claimed_id', 'identity'];
const NONCE_MAX_AGE_MS = 5 * 60_000;

/** Where to send the player: Steam's login page, returning to `returnTo` (our /auth/return?state=…). */
export function steamAuthorizationUrl(steam: SteamConfig, returnTo: string, realm: string): URL {
  const url = new URL(steam.endpoint);
  url.search = new URLSearchParams({
    'openid.ns': NS,
    'openid.mode': 'checkid_setup',
    'openid.return_to': returnTo,
    'openid.realm': realm,
    'openid.identity': IDENTIFIER_SELECT,
    'openid.claimed_id': IDENTIFIER_SELECT,
  }).toString();
  return url;
}

/** Parses OpenID key-value form (`key:value\n`). */
function parseKeyValueForm(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i)] = line.slice(i + 1);
  }
  return out;
}

/**
 * Verifies Steam's positive assertion (`params`: the query of our return URL) and returns the
 * Steam ID. `expectedReturnTo` is the return_to we sent.
 */
export async function verifySteamAssertion(
  steam: SteamConfig,
  params: URLSearchParams,
  expectedReturnTo: string,
  now: number,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const fields = openidFields(params);
  const get = (key: string) => fields.get(key) ?? '';
  if (get('mode') === 'cancel') throw new SignInError('Steam sign-in was cancelled');
  if (get('ns') !== NS || get('mode') !== 'id_res') throw new SignInError('Not a Steam OpenID assertion');
  if (get('op_endpoint') !== steam.endpoint) throw new SignInError('The assertion comes from another OpenID provider');
  if (get('return_to') !== expectedReturnTo) throw new SignInError('The assertion was made for another request');
  const signed = get('signed').split(',');
  if (!MUST_BE_SIGNED.every((f) => signed.includes(f))) throw new SignInError('The assertion does not sign every required field');
  const nonceAt = Date.parse(get('response_nonce').slice(0, 20));
  if (!Number.isFinite(nonceAt) || Math.abs(now - nonceAt) > NONCE_MAX_AGE_MS) throw new SignInError('The assertion is stale');
  const claimed = get('claimed_id');
  const match = /^(https?:\/\/[^/]+)\/openid\/id\/(\d{17})$/.exec(claimed);
  if (!match || match[1] !== new URL(steam.endpoint).origin || get('identity') !== claimed) {
    throw new SignInError('The assertion does not name a Steam account');
  }

  // Steam is asked about exactly the values checked above, nothing else.
  const check = new URLSearchParams();
  for (const [key, value] of fields) check.append(`openid.${key}`, key === 'mode' ? 'check_authentication' : value);
  let answer: Record<string, string>;
  try {
    const response = await fetchImpl(steam.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: check.toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    answer = parseKeyValueForm(await response.text());
  } catch (err) {
    throw new SignInError(`Steam could not be reached to verify the sign-in (${(err as Error).message})`);
  }
  if (answer.is_valid !== 'true') throw new SignInError('Steam did not confirm the sign-in');
  return match[2]!;
}

/**
 * The assertion's `openid.*` fields, by name without the prefix. A key that repeats is refused:
 * the local checks and the OP's verification could otherwise read different copies (a forged
 * claimed_id placed before the genuine, signed one).
 */
function openidFields(params: URLSearchParams): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [key, value] of params) {
    if (!key.startsWith('openid.')) continue;
    const name = key.slice('openid.'.length);
    if (fields.has(name)) throw new SignInError(`The assertion repeats openid.${name}`);
    fields.set(name, value);
  }
  return fields;
}

/** Alias and avatar from the Steam Web API when a key is configured; otherwise only the Steam ID. */
export async function steamProfile(steam: SteamConfig, steamid: string, fetchImpl: typeof fetch = fetch): Promise<ProviderProfile> {
  if (!steam.apiKey) return { steamid };
  try {
    const url = `${steam.apiUrl}/ISteamUser/GetPlayerSummaries/v2/?key=${encodeURIComponent(steam.apiKey)}&steamids=${steamid}`;
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return { steamid };
    const body = (await response.json()) as { response?: { players?: { steamid?: string; personaname?: string; avatarfull?: string }[] } };
    const player = body.response?.players?.find((p) => p.steamid === steamid);
    return {
      steamid,
      ...(player?.personaname ? { alias: player.personaname.slice(0, 32) } : {}),
      ...(player?.avatarfull && /^https:\/\//.test(player.avatarfull) ? { avatar: player.avatarfull } : {}),
    };
  } catch {
    // The profile is a nicety: a Steam Web API outage must not block sign-in.
    return { steamid };
  }
}
