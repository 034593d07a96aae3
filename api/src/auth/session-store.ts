/**
 * Sessions in MongoDB. The cookie carries a random opaque token; the database keeps only its
 * SHA-256 (`_id`), so a leaked sessions collection cannot be replayed as cookies. Expired
 * sessions are refused here and removed by the TTL index on `expiresAt`.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Collections, SessionDoc } from '../db/index.ts';

/** 32 random bytes, base64url: what the session cookie holds. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(sessions: Collections['sessions'], steamid: string, now: number, ttlMs: number): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + ttlMs);
  await sessions.insertOne({ _id: hashToken(token), steamid, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The session id (the token's hash) a well-formed token stands for, or null. */
/** Ids of tokens seen lately: a signed-in request costs a map look-up, not a SHA-256. */
const recentIds = new Map<string, string>();
const MAX_RECENT_IDS = 10_000;

export function sessionIdOf(token: string | undefined): string | null {
  if (!token) return null;
  const known = recentIds.get(token);
  if (known !== undefined) return known;
  if (!TOKEN_PATTERN.test(token)) return null;
  const id = hashToken(token);
  if (recentIds.size >= MAX_RECENT_IDS) recentIds.delete(recentIds.keys().next().value!);
  recentIds.set(token, id);
  return id;
}

/** The live session behind `token`, or null (malformed, unknown, tampered or expired). */
export async function findSession(sessions: Collections['sessions'], token: string | undefined, now: number): Promise<SessionDoc | null> {
  const id = sessionIdOf(token);
  return id ? findSessionById(sessions, id, now) : null;
}

/** The live session with this id (the token's hash, as a socket keeps it), or null. */
export async function findSessionById(sessions: Collections['sessions'], id: string, now: number): Promise<SessionDoc | null> {
  const session = await sessions.findOne({ _id: id });
  if (!session || session.expiresAt.getTime() <= now) return null;
  return session;
}

/** Deletes the session behind `token`; returns its id (to disconnect its sockets), null for a malformed token. */
export async function deleteSession(sessions: Collections['sessions'], token: string | undefined): Promise<string | null> {
  const id = sessionIdOf(token);
  if (!id) return null;
  await sessions.deleteOne({ _id: id });
  return id;
}
