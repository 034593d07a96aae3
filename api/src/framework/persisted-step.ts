/**
 * One event applied to a stored machine instance (a queue's lobby, a pug): refuse -> step ->
 * conditional write; the caller publishes. A write that lost a version race is retried from the
 * state `retry` leaves current. `to` is null when an internal event was refused or nothing changed.
 */
import { conflict } from './errors.ts';

export interface PersistedStep<S, E> {
  current(): S | Promise<S>;
  refuse(state: S, event: E): Error | null;
  /** The next state, or null when nothing changed (nothing is written). */
  step(state: S, event: E): S | null;
  /** The conditional write: false when the stored version moved on. */
  save(from: S, to: S, now: number): Promise<boolean>;
  retry?(attempt: number): Promise<void>;
  attempts: number;
  /** The CONFLICT message when every attempt lost. */
  busy: string;
  now(): number;
}

/** Applies an event made at the moment it runs (so `now` is in command order). */
export async function applyPersisted<S, E>(spec: PersistedStep<S, E>, make: (now: number) => E, internal = false) {
  for (let attempt = 0; attempt < spec.attempts; attempt++) {
    const now = spec.now();
    const event = make(now);
    const from = await spec.current();
    const refusal = spec.refuse(from, event);
    if (refusal && !internal) throw refusal;
    const to = refusal ? null : spec.step(from, event);
    if (!to || (await spec.save(from, to, now))) return { from, to, event, now };
    await spec.retry?.(attempt);
  }
  throw conflict(spec.busy);
}
