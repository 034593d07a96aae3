/**
 * SCRAM-SHA-256, the server side (RFC 5802 with RFC 7677's hash), as mongod runs it for the
 * driver: client-first -> server-first (combined nonce, salt, iteration count), client-final
 * (proof) -> server-final (`v=` server signature). The store keeps only the salt, the iteration
 * count, StoredKey and ServerKey; the password itself is not kept.
 *
 * No SASLprep is done: `deriveScramSecrets` accepts printable ASCII only, which SASLprep leaves
 * unchanged, so the driver's SASLprep of the same password gives the same bytes.
 */
import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';

/** mongod's default `scramSHA256IterationCount`; the driver refuses fewer than 4096. */
const SCRAM_ITERATIONS = 15_000;
const SALT_BYTES = 28;
const KEY_BYTES = 32;

export interface ScramSecrets {
  salt: Buffer;
  iterations: number;
  storedKey: Buffer;
  serverKey: Buffer;
}

/** A refusal; its message says why, for the log (the client is only told "Authentication failed."). */
export class ScramError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScramError';
  }
}

const hmac = (key: Buffer, text: string | Buffer) => createHmac('sha256', key).update(text).digest();
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

export function deriveScramSecrets(password: string, salt: Buffer = randomBytes(SALT_BYTES), iterations = SCRAM_ITERATIONS): ScramSecrets {
  if (!/^[\x20-\x7e]+$/.test(password)) throw new Error('the store password must be non-empty printable ASCII (it is not SASLprep-ed)');
  const salted = pbkdf2Sync(password, salt, iterations, KEY_BYTES, 'sha256');
  return { salt, iterations, storedKey: sha256(hmac(salted, 'Client Key')), serverKey: hmac(salted, 'Server Key') };
}

/** RFC 5802 saslname: `=2C` is `,`, `=3D` is `=`; any other `=` is malformed. */
function decodeSaslName(name: string): string {
  if (name.length === 0 || /=(?!2C|3D)/.test(name)) throw new ScramError('malformed user name');
  return name.replace(/=2C/g, ',').replace(/=3D/g, '=');
}

/** printable ASCII except `,` (RFC 5802 `printable`). */
const NONCE = /^[\x21-\x2b\x2d-\x7e]+$/;

export class ScramConversation {
  private finished = false;

  private constructor(
    readonly user: string,
    private readonly gs2Header: string,
    private readonly clientFirstBare: string,
    readonly serverFirst: string,
    private readonly nonce: string,
    private readonly secrets: ScramSecrets,
  ) {}

  /**
   * Reads the client-first message (`n,,n=<user>,r=<nonce>`) and answers with the server-first
   * one. Channel binding and an authorization identity are not supported, as over plain TCP.
   */
  static start(
    clientFirst: string,
    lookup: (user: string) => ScramSecrets | undefined,
    serverNonce: string = randomBytes(24).toString('base64'),
  ): ScramConversation {
    const header = /^([ny]),,/.exec(clientFirst);
    if (!header) throw new ScramError('unsupported GS2 header (no channel binding or authzid)');
    const bare = clientFirst.slice(header[0].length);
    const [n, r] = bare.split(',');
    if (n?.startsWith('m=')) throw new ScramError('mandatory extensions are not supported');
    if (!n?.startsWith('n=') || !r?.startsWith('r=')) throw new ScramError('malformed client-first message');
    const user = decodeSaslName(n.slice(2));
    const clientNonce = r.slice(2);
    if (!NONCE.test(clientNonce)) throw new ScramError('malformed client nonce');
    const secrets = lookup(user);
    if (!secrets) throw new ScramError('unknown user');
    const nonce = clientNonce + serverNonce;
    const serverFirst = `r=${nonce},s=${secrets.salt.toString('base64')},i=${secrets.iterations}`;
    return new ScramConversation(user, header[0], bare, serverFirst, nonce, secrets);
  }

  /**
   * Checks the client-final message (`c=<gs2 header>,r=<nonce>,p=<proof>`): the proof must
   * recover a ClientKey whose hash is StoredKey. Returns the server-final `v=<ServerSignature>`.
   */
  finish(clientFinal: string): string {
    if (this.finished) throw new ScramError('the conversation is already finished');
    this.finished = true;
    const at = clientFinal.lastIndexOf(',p=');
    if (at < 0) throw new ScramError('client-final message without a proof');
    const withoutProof = clientFinal.slice(0, at);
    const [c, r] = withoutProof.split(',');
    if (c !== `c=${Buffer.from(this.gs2Header).toString('base64')}`) throw new ScramError('channel binding does not match the GS2 header');
    if (r !== `r=${this.nonce}`) throw new ScramError('nonce mismatch');
    const proof = Buffer.from(clientFinal.slice(at + 3), 'base64');
    if (proof.length !== KEY_BYTES) throw new ScramError('malformed proof');
    const authMessage = `${this.clientFirstBare},${this.serverFirst},${withoutProof}`;
    const signature = hmac(this.secrets.storedKey, authMessage);
    const clientKey = Buffer.alloc(KEY_BYTES);
    for (let i = 0; i < KEY_BYTES; i++) clientKey[i] = proof[i]! ^ signature[i]!;
    if (!timingSafeEqual(sha256(clientKey), this.secrets.storedKey)) throw new ScramError('invalid proof');
    return `v=${hmac(this.secrets.serverKey, authMessage).toString('base64')}`;
  }
}
