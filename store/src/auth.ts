/**
 * The store's authentication, per connection, as mongod does it: SCRAM-SHA-256 against the one
 * user the store was started with (`saslStart` / `saslContinue`, or started speculatively inside
 * the hello handshake, which is what driver 7.9 does). Until a connection has authenticated,
 * only `PRE_AUTH_COMMANDS` are answered; everything else gets `Unauthorized` (13).
 */
import { randomBytes } from 'node:crypto';
import { Binary, type Document } from 'bson';
import type { StoreLogger } from './datadir.ts';
import { StoreError } from './errors.ts';
import { ScramConversation, ScramError, deriveScramSecrets, type ScramSecrets } from './scram.ts';

/** The store's one user. The password is printable ASCII (see scram.ts); it is never logged. */
export interface StoreCredential {
  user: string;
  password: string;
}

/** The user's database (`authSource`), as for mongod's root users. */
const AUTH_DB = 'admin';
const MECHANISM = 'SCRAM-SHA-256';
const CONVERSATION_ID = 1; // mongod's: one conversation at a time per connection

/**
 * Answered before authentication, as mongod answers them: the handshake (`hello` / `isMaster`,
 * which the driver's monitoring connections send without ever authenticating), the SASL
 * conversation, and `ping` (a liveness probe that reveals nothing).
 */
const PRE_AUTH_COMMANDS: ReadonlySet<string> = new Set(['hello', 'isMaster', 'ismaster', 'saslStart', 'saslContinue', 'ping']);
export const HELLO_COMMANDS: ReadonlySet<string> = new Set(['hello', 'isMaster', 'ismaster']);

/** A fresh credential: 32 random bytes, base64url (needs neither SASLprep nor percent-encoding). */
export function createStoreCredential(user = 'pug'): StoreCredential {
  return { user, password: randomBytes(32).toString('base64url') };
}

const hostPart = (host: string) => (host.includes(':') ? `[${host}]` : host);

/** `mongodb://127.0.0.1:port/`: where the store listens, safe to log. */
export function storeAddress(host: string, port: number): string {
  return `mongodb://${hostPart(host)}:${port}/`;
}

/** The URI a driver connects with. It holds the password: never log it. */
export function connectionUri(host: string, port: number, credential: StoreCredential): string {
  const userinfo = `${encodeURIComponent(credential.user)}:${encodeURIComponent(credential.password)}`;
  return `mongodb://${userinfo}@${hostPart(host)}:${port}/?authSource=${AUTH_DB}`;
}

function payloadText(payload: unknown): string {
  if (payload instanceof Binary) return Buffer.from(payload.buffer.subarray(0, payload.position)).toString('utf8');
  if (typeof payload === 'string') return payload;
  throw new ScramError('payload must be BinData');
}

export class StoreAuthenticator {
  private readonly secrets: ScramSecrets;

  constructor(
    private readonly credential: StoreCredential,
    readonly logger?: StoreLogger,
  ) {
    this.secrets = deriveScramSecrets(credential.password);
  }

  /** The SCRAM secrets of `user` in `db`: only the store's user, only in `admin`. */
  lookup(db: string, user: string): ScramSecrets | undefined {
    return db === AUTH_DB && user === this.credential.user ? this.secrets : undefined;
  }

  connection(connectionId: number): ConnectionAuth {
    return new ConnectionAuth(this, connectionId);
  }
}

interface Conversation {
  scram: ScramConversation;
  db: string;
  skipEmptyExchange: boolean;
  /** The proof was good and `done: false` was sent: the next (empty) saslContinue finishes. */
  verified: boolean;
}

export class ConnectionAuth {
  authenticated = false;
  private conversation: Conversation | undefined;

  constructor(
    private readonly auth: StoreAuthenticator,
    private readonly connectionId: number,
  ) {}

  /**
   * The authentication side of a command: the reply to `saslStart` / `saslContinue`, or the
   * refusal of anything else before authentication. `undefined` lets the command run.
   */
  intercept(name: string, cmd: Document, db: string): Document | undefined {
    if (name === 'saslStart') return this.saslStart(cmd, db);
    if (name === 'saslContinue') return this.saslContinue(cmd);
    if (this.authenticated || PRE_AUTH_COMMANDS.has(name)) return undefined;
    return new StoreError('Unauthorized', `command ${name} requires authentication`).toReply();
  }

  /** Adds what a hello asked for: `saslSupportedMechs` ("db.user") and `speculativeAuthenticate`. */
  decorateHello(cmd: Document, reply: Document): void {
    const asked = cmd.saslSupportedMechs;
    if (typeof asked === 'string') {
      const dot = asked.indexOf('.');
      if (dot > 0 && this.auth.lookup(asked.slice(0, dot), asked.slice(dot + 1))) reply.saslSupportedMechs = [MECHANISM];
    }
    const speculative = cmd.speculativeAuthenticate;
    if (speculative && typeof speculative === 'object' && !Array.isArray(speculative)) {
      const spec = speculative as Document;
      // As mongod: a speculative attempt that fails is left out of the reply (and logged); the
      // driver then runs saslStart itself, which gives the client its AuthenticationFailed.
      const { ok, ...started } = this.saslStart(spec, typeof spec.db === 'string' ? spec.db : '');
      if (ok === 1) reply.speculativeAuthenticate = started;
    }
  }

  private saslStart(cmd: Document, db: string): Document {
    this.conversation = undefined;
    if (cmd.mechanism !== MECHANISM) {
      return new StoreError('MechanismUnavailable', `Received authentication for mechanism ${String(cmd.mechanism)} which is not enabled`).toReply();
    }
    try {
      const scram = ScramConversation.start(payloadText(cmd.payload), (user) => this.auth.lookup(db, user));
      const options = cmd.options as Document | undefined;
      this.conversation = { scram, db, skipEmptyExchange: options?.skipEmptyExchange === true, verified: false };
      return this.step(false, scram.serverFirst);
    } catch (err) {
      return this.failed(err, db);
    }
  }

  private saslContinue(cmd: Document): Document {
    const conversation = this.conversation;
    if (!conversation || cmd.conversationId !== CONVERSATION_ID) {
      this.conversation = undefined;
      return this.failed(new ScramError('no SASL conversation with that id'), '');
    }
    if (conversation.verified) return this.succeed('');
    let serverFinal: string;
    try {
      serverFinal = conversation.scram.finish(payloadText(cmd.payload));
    } catch (err) {
      this.conversation = undefined;
      return this.failed(err, conversation.db, conversation.scram.user);
    }
    if (conversation.skipEmptyExchange) return this.succeed(serverFinal);
    conversation.verified = true;
    return this.step(false, serverFinal);
  }

  private succeed(payload: string): Document {
    this.conversation = undefined;
    this.authenticated = true;
    return this.step(true, payload);
  }

  private step(done: boolean, payload: string): Document {
    return { conversationId: CONVERSATION_ID, done, payload: new Binary(Buffer.from(payload, 'utf8')), ok: 1 };
  }

  private failed(err: unknown, db: string, user?: string): Document {
    const reason = err instanceof ScramError ? err.message : `internal error: ${(err as Error).message}`;
    this.auth.logger?.warn({ connectionId: this.connectionId, db, user, reason }, 'embedded store: authentication failed');
    return new StoreError('AuthenticationFailed', 'Authentication failed.').toReply();
  }
}
