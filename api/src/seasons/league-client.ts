/**
 * The one adapter to the league's player database (docs/architecture.md "Persistence and scale"): a player's teams from
 * `{LEAGUE_API_URL}/v0/profile/{steamid}/teams`, validated before anything is stored. A player
 * the league does not know (404) simply has no league seasons; every other failure is a
 * `LeagueUnavailable` with a message a player can read, and the caller keeps the cached data.
 */
import { leagueTeamsSchema, type LeagueTeam } from '@pug/domain';
import type { LeagueConfig } from './league-config.ts';

/** Answers larger than this are refused (a player has a few dozen teams at most). */
const MAX_ANSWER_BYTES = 512 * 1024;

export class LeagueUnavailable extends Error {
  constructor(
    readonly reason: 'timeout' | 'unreachable' | 'status' | 'malformed',
    message: string,
  ) {
    super(message);
    this.name = 'LeagueUnavailable';
  }
}

export interface LeagueClient {
  /** The player's teams; [] when the league does not know them. Throws LeagueUnavailable. */
  teamsOf(steamid: string): Promise<LeagueTeam[]>;
}

const TOO_LARGE = 'The league sent an answer too large to read; showing the seasons we had.';

/** The body as text, read a chunk at a time: over `maxBytes`, or once `signal` aborts, it stops reading and cancels the rest. */
async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number, signal: AbortSignal): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  // The fetch's own signal ends its body too, but a reader waiting on a trickle is not trusted to notice.
  let onAbort!: () => void;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  aborted.catch(() => {});
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    if (signal.aborted) throw signal.reason as Error;
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted]);
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw new LeagueUnavailable('malformed', TOO_LARGE);
      chunks.push(value);
    }
  } catch (err) {
    void reader.cancel().catch(() => {});
    throw err;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export function leagueClient(config: Pick<LeagueConfig, 'apiUrl' | 'timeoutMs'> & { apiUrl: string }, fetchImpl: typeof fetch = fetch): LeagueClient {
  return {
    async teamsOf(steamid) {
      const url = `${config.apiUrl}/v0/profile/${encodeURIComponent(steamid)}/teams`;
      // One deadline for the question and the whole answer; aborting also drops the connection.
      const controller = new AbortController();
      const deadline = setTimeout(() => controller.abort(new DOMException('The league did not answer in time', 'TimeoutError')), config.timeoutMs);
      let text: string;
      try {
        const response = await fetchImpl(url, { headers: { Accept: 'application/json' }, redirect: 'error', signal: controller.signal });
        if (response.status === 404) {
          await response.body?.cancel();
          return [];
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw new LeagueUnavailable('status', `The league answered ${response.status}; showing the seasons we had.`);
        }
        const length = Number(response.headers.get('content-length') ?? 0);
        if (length > MAX_ANSWER_BYTES) {
          await response.body?.cancel();
          throw new LeagueUnavailable('malformed', TOO_LARGE);
        }
        text = await readCapped(response.body, MAX_ANSWER_BYTES, controller.signal);
      } catch (err) {
        if (err instanceof LeagueUnavailable) throw err;
        const name = (err as Error).name;
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new LeagueUnavailable('timeout', `The league did not answer within ${Math.round(config.timeoutMs / 1000)} s; showing the seasons we had.`);
        }
        throw new LeagueUnavailable('unreachable', 'The league could not be reached; showing the seasons we had.');
      } finally {
        clearTimeout(deadline);
        // Whatever ended the read (the cap, a bad status, the deadline), nothing more is wanted.
        controller.abort();
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new LeagueUnavailable('malformed', 'The league sent an answer that is not JSON; showing the seasons we had.');
      }
      const parsed = leagueTeamsSchema.safeParse(json);
      if (!parsed.success) throw new LeagueUnavailable('malformed', 'The league sent teams in a shape we do not understand; showing the seasons we had.');
      return parsed.data;
    },
  };
}
