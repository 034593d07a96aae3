/**
 * A domain machine on the server: stepped from its stored snapshot with XState's pure
 * `transition()` (`machineStepper`), and one event applied to a stored instance with a
 * conditional write (`applyPersisted`). The queue's lobby steps through `machineStepper` and
 * stores its batches itself (queues/lobby.ts); a pug uses both (pugs/pug-service.ts).
 */
import { initialTransition, transition, type AnyStateMachine, type EventFrom, type EmittedFrom, type InputFrom, type SnapshotFrom } from 'xstate';
import { conflict } from './errors.ts';

/** A machine's state as the api keeps it: the snapshot, its stored form, what the step to it announced. */
export interface StepState<M extends AnyStateMachine> {
  snapshot: SnapshotFrom<M>;
  /** What is stored: `getPersistedSnapshot()`, plain JSON. */
  persisted: unknown;
  /** The events the transition to this state emitted (its `emit` actions); none when loaded. */
  emitted: EmittedFrom<M>[];
}

/**
 * A domain machine stepped with XState's pure `transition()` from a stored snapshot: nothing runs
 * but the machine's own logic, so a step can be retried after a write conflict; the emitted
 * events are returned for the caller to deliver once the new state is stored.
 */
export function machineStepper<M extends AnyStateMachine>(machine: M) {
  const state = (snapshot: SnapshotFrom<M>, emitted: EmittedFrom<M>[] = []): StepState<M> => ({
    snapshot,
    persisted: JSON.parse(JSON.stringify(machine.getPersistedSnapshot(snapshot))) as unknown,
    emitted,
  });
  return {
    initial: (input: InputFrom<M>): StepState<M> => state(initialTransition(machine, input)[0]),
    restore: (persisted: unknown): StepState<M> => state(machine.resolveState(persisted as never) as SnapshotFrom<M>),
    /** The state after `event`, or null when the machine ignored it (nothing to store). */
    step: (from: StepState<M>, event: EventFrom<M>): StepState<M> | null => {
      const [snapshot, actions] = transition(machine, from.snapshot, event);
      const emitted = (actions as { type: string; params?: unknown }[]).flatMap((a) =>
        a.type === 'xstate.emit' ? [(a.params as { event: EmittedFrom<M> }).event] : [],
      );
      const next = state(snapshot, emitted);
      return JSON.stringify(next.persisted) === JSON.stringify(from.persisted) ? null : next;
    },
  };
}

/**
 * One event applied to a stored machine instance (a pug): refuse -> step ->
 * conditional write; the caller publishes. A write that lost a version race is retried from the
 * state `retry` leaves current. `to` is null when an internal event was refused or nothing changed.
 */
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
