/**
 * Secrets out of log lines before they are stored or shown to admins. srcds logs every RCON command
 * it runs (`rcon from "ip:port": command "sv_password …"`), so the value after any secret console
 * variable is masked (any *password* cvar, sv_logsecret, API keys, the game server login token),
 * and so is every known secret value of the server wherever it appears (a player pasting the
 * password in chat). The match tracker reads the raw line; only what is kept is masked.
 */
const MASK = '***';
/** Shorter known values are not masked by value (they would garble ordinary words); by name they still are. */
const MIN_MASKED_VALUE_LENGTH = 4;

/**
 * A console variable holding a secret: a word with an underscore (cvars have one; prose such as
 * "RCON password refused" has not) naming a password, secret, API key or the server's Steam account
 * token: sv_password, rcon_password, tv_relaypassword, sv_logsecret, logstf_apikey, sv_setsteamaccount.
 * Lookaheads only, so each word is scanned a bounded number of times (linear in the line).
 */
const SECRET_CVAR = String.raw`\b(?=\w*_)(?=\w*(?:password|secret|api_?key|steamaccount))(\w+)`;
/** The name, the blank after it, and its value: a quoted string, or a word (without a command's closing quote). */
const SECRET_SETTING = new RegExp(String.raw`${SECRET_CVAR}(\s+)("[^"]*"?|[^\s;]*[^\s;"])`, 'gi');

export function maskSecrets(line: string, known: ReadonlyArray<string | null | undefined> = []): string {
  let masked = line.replace(
    SECRET_SETTING,
    (_all, name: string, blank: string, value: string) => `${name}${blank}${value.startsWith('"') ? `"${MASK}"` : MASK}`,
  );
  for (const secret of known) {
    if (secret && secret.length >= MIN_MASKED_VALUE_LENGTH) masked = masked.split(secret).join(MASK);
  }
  return masked;
}
