/** The SCRAM-SHA-256 server side against RFC 7677's worked example, and the ways a client is refused. */
import { describe, expect, it } from 'vitest';
import { ScramConversation, ScramError, deriveScramSecrets, type ScramSecrets } from './scram.ts';

// RFC 7677 section 3: user "user", password "pencil".
const SALT = Buffer.from('W22ZaJ0SNY7soEsUEjb6gQ==', 'base64');
const CLIENT_NONCE = 'rOprNGfwEbeRWgbNEkqO';
const SERVER_NONCE = '%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0';
const NONCE = CLIENT_NONCE + SERVER_NONCE;
const CLIENT_FIRST = `n,,n=user,r=${CLIENT_NONCE}`;
const SERVER_FIRST = `r=${NONCE},s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096`;
const PROOF = 'dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=';
const CLIENT_FINAL = `c=biws,r=${NONCE},p=${PROOF}`;
const SERVER_FINAL = 'v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=';

const secrets = deriveScramSecrets('pencil', SALT, 4096);
const users = new Map<string, ScramSecrets>([['user', secrets]]);
const lookup = (name: string) => users.get(name);
const start = (clientFirst = CLIENT_FIRST) => ScramConversation.start(clientFirst, lookup, SERVER_NONCE);

function flipProofBit(final: string): string {
  const proof = Buffer.from(final.slice(final.indexOf(',p=') + 3), 'base64');
  proof[0] = proof[0]! ^ 1;
  return `${final.slice(0, final.indexOf(',p=') + 3)}${proof.toString('base64')}`;
}

describe('SCRAM-SHA-256 server (RFC 5802 / RFC 7677)', () => {
  it('produces the RFC 7677 server-first and server-final messages', () => {
    const conversation = start();
    expect(conversation.user).toBe('user');
    expect(conversation.serverFirst).toBe(SERVER_FIRST);
    expect(conversation.finish(CLIENT_FINAL)).toBe(SERVER_FINAL);
  });

  it('keeps only the salt, iteration count and derived keys, never the password', () => {
    expect(Object.keys(secrets).sort()).toEqual(['iterations', 'salt', 'serverKey', 'storedKey']);
    expect(secrets.storedKey).toHaveLength(32);
  });

  it('refuses a tampered client proof', () => {
    expect(() => start().finish(flipProofBit(CLIENT_FINAL))).toThrow(ScramError);
  });

  it('refuses a proof of the wrong length', () => {
    expect(() => start().finish(`c=biws,r=${NONCE},p=${Buffer.alloc(31).toString('base64')}`)).toThrow(ScramError);
  });

  it('refuses a final message whose nonce is not the combined one', () => {
    expect(() => start().finish(`c=biws,r=${CLIENT_NONCE}xyz,p=${PROOF}`)).toThrow(ScramError);
  });

  it('refuses channel binding and a c= that is not the gs2 header', () => {
    expect(() => start(`p=tls-unique,,n=user,r=${CLIENT_NONCE}`)).toThrow(ScramError);
    expect(() => start(`n,a=admin,n=user,r=${CLIENT_NONCE}`)).toThrow(ScramError);
    expect(() => start().finish(`c=eSws,r=${NONCE},p=${PROOF}`)).toThrow(ScramError);
  });

  it('refuses an unknown user, mandatory extensions and malformed names', () => {
    expect(() => start(`n,,n=someone,r=${CLIENT_NONCE}`)).toThrow(ScramError);
    expect(() => start(`n,,m=ext,n=user,r=${CLIENT_NONCE}`)).toThrow(ScramError);
    expect(() => start(`n,,n=us=41er,r=${CLIENT_NONCE}`)).toThrow(ScramError);
    expect(() => start('n,,n=user,r=')).toThrow(ScramError);
    expect(() => start('garbage')).toThrow(ScramError);
  });

  it('decodes =2C and =3D in the user name', () => {
    users.set('a,b=c', secrets);
    expect(start(`n,,n=a=2Cb=3Dc,r=${CLIENT_NONCE}`).user).toBe('a,b=c');
  });

  it('finishes a conversation once', () => {
    const conversation = start();
    conversation.finish(CLIENT_FINAL);
    expect(() => conversation.finish(CLIENT_FINAL)).toThrow(ScramError);
  });

  it('picks a fresh random server nonce and salt by default', () => {
    const a = ScramConversation.start(CLIENT_FIRST, lookup);
    const b = ScramConversation.start(CLIENT_FIRST, lookup);
    expect(a.serverFirst).not.toBe(b.serverFirst);
    expect(a.serverFirst.startsWith(`r=${CLIENT_NONCE}`)).toBe(true);
    expect(deriveScramSecrets('x').salt).not.toEqual(deriveScramSecrets('x').salt);
  });
});
