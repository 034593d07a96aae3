/**
 * The serveme.tf reservation calls the site makes (find a free server, reserve it, read it, extend
 * it, end it), against one instance. Every answer is parsed with a schema: a malformed one, a
 * timeout, a dropped connection or an error status throws ServemeError. A 429 is waited out
 * (its Retry-After, capped) and the call tried again, twice at most. A new reservation's server
 * address is resolved and checked (server-address.ts): the reservation comes back with that IPv4
 * address in place of the name, or RefusedServerAddress is thrown (the reservation exists then,
 * and the caller ends it).
 */
import { z } from 'zod';
import { checkedServerAddress, RefusedAddress } from './server-address.ts';

class ServemeError extends Error {
  override name = 'ServemeError';
}

/** The reservation was made, but its server's address is not one the site may use (loopback, private, …). */
export class RefusedServerAddress extends ServemeError {
  override name = 'RefusedServerAddress';
  constructor(
    readonly reservationId: number,
    readonly reason: string,
  ) {
    super(`serveme.tf reservation #${reservationId} names a server address the site refuses: ${reason}`);
  }
}

export interface ServemeInstance {
  url: string;
  apiKey: string;
  timeoutMs: number;
  /** The longest Retry-After waited out (a longer one fails the call). */
  maxRetryAfterMs: number;
  /** Accept a server on loopback (the tests' stand-ins; SERVEME_ALLOW_LOOPBACK, NODE_ENV=test only). */
  allowLoopback: boolean;
}

const serverSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().max(200),
  // An address the api will open RCON to and take log lines from: checked by createReservation.
  ip: z.string().min(1).max(255),
  port: z
    .union([
      z
        .string()
        .regex(/^\d{1,5}$/)
        .transform(Number),
      z.number().int(),
    ])
    .pipe(z.number().int().min(1).max(65535)),
});
const findServersSchema = z.object({ servers: z.array(serverSchema) });
const reservationSchema = z.object({
  reservation: z.object({
    id: z.number().int().positive(),
    status: z.string().max(100),
    ends_at: z.string().max(100),
    server: serverSchema,
  }),
});

export type ServemeServer = z.output<typeof serverSchema>;
export type ServemeReservation = z.output<typeof reservationSchema>['reservation'];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call(instance: ServemeInstance, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      // eslint-disable-next-line no-restricted-syntax -- serveme.tf's api, not a route of ours
      res = await fetch(`${instance.url}/api/reservations${path}`, {
        method,
        headers: { Authorization: `Token token=${instance.apiKey}`, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(instance.timeoutMs),
        redirect: 'error',
      });
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError';
      throw new ServemeError(
        timedOut ? `serveme.tf did not answer within ${instance.timeoutMs} ms` : `serveme.tf could not be reached (${(err as Error).message})`,
      );
    }
    if (res.status === 429) {
      await res.body?.cancel();
      const seconds = Number(res.headers.get('retry-after'));
      const waitMs = Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000;
      if (attempt >= 2 || waitMs > instance.maxRetryAfterMs) throw new ServemeError(`serveme.tf is rate limiting (429, retry after ${waitMs} ms)`);
      await sleep(waitMs);
      continue;
    }
    const text = await res.text().catch(() => '');
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      if (res.ok) throw new ServemeError(`serveme.tf answered ${res.status} with something that is not JSON`);
    }
    return { status: res.status, json };
  }
}

function expectOk(status: number, what: string): void {
  if (status < 200 || status > 299) throw new ServemeError(`serveme.tf refused to ${what} (${status})`);
}

/** The servers free from now to `endsAt`. */
export async function findServers(instance: ServemeInstance, startsAt: Date, endsAt: Date): Promise<ServemeServer[]> {
  const { status, json } = await call(instance, 'POST', '/find_servers', { reservation: { starts_at: startsAt.toISOString(), ends_at: endsAt.toISOString() } });
  expectOk(status, 'list free servers');
  const parsed = findServersSchema.safeParse(json);
  if (!parsed.success) throw new ServemeError('serveme.tf answered find_servers in an unknown shape');
  return parsed.data.servers;
}

export interface ReservationRequest {
  serverId: number;
  startsAt: Date;
  endsAt: Date;
  password: string;
  rcon: string;
  firstMap: string;
}

/**
 * Reserves `serverId` with our password and RCON password. The answer's `server.ip` is replaced by
 * the checked IPv4 address its name resolved to; a refused one throws RefusedServerAddress.
 */
export async function createReservation(instance: ServemeInstance, r: ReservationRequest): Promise<ServemeReservation> {
  const { status, json } = await call(instance, 'POST', '', {
    reservation: {
      starts_at: r.startsAt.toISOString(),
      ends_at: r.endsAt.toISOString(),
      server_id: r.serverId,
      password: r.password,
      rcon: r.rcon,
      first_map: r.firstMap,
      auto_end: true,
    },
  });
  expectOk(status, 'reserve a server');
  const parsed = reservationSchema.safeParse(json);
  if (!parsed.success) throw new ServemeError('serveme.tf answered the reservation in an unknown shape');
  const reservation = parsed.data.reservation;
  try {
    const ip = await checkedServerAddress(reservation.server.ip, { allowLoopback: instance.allowLoopback });
    return { ...reservation, server: { ...reservation.server, ip } };
  } catch (err) {
    if (err instanceof RefusedAddress) throw new RefusedServerAddress(reservation.id, err.message);
    throw err;
  }
}

/** The reservation as it stands (its status: `Starting`, `Ready`, …). */
export async function fetchReservation(instance: ServemeInstance, id: number): Promise<ServemeReservation> {
  const { status, json } = await call(instance, 'GET', `/${id}`);
  expectOk(status, `read reservation #${id}`);
  const parsed = reservationSchema.safeParse(json);
  if (!parsed.success) throw new ServemeError(`serveme.tf answered reservation #${id} in an unknown shape`);
  return parsed.data.reservation;
}

/**
 * Extends a running reservation by the key's extension time (`POST /api/reservations/{id}/extend`;
 * serveme.tf adds it only with under an hour left and no reservation after it on that server,
 * else answers 400). Answers the reservation with its new `ends_at`.
 */
export async function extendReservation(instance: ServemeInstance, id: number): Promise<ServemeReservation> {
  const { status, json } = await call(instance, 'POST', `/${id}/extend`);
  expectOk(status, `extend reservation #${id}`);
  const parsed = reservationSchema.safeParse(json);
  if (!parsed.success) throw new ServemeError(`serveme.tf answered the extension of reservation #${id} in an unknown shape`);
  return parsed.data.reservation;
}

/** Ends the reservation; one that serveme no longer has (404) counts as ended. */
export async function endReservation(instance: ServemeInstance, id: number): Promise<void> {
  const { status } = await call(instance, 'DELETE', `/${id}`);
  if (status === 404) return;
  expectOk(status, `end reservation #${id}`);
}
