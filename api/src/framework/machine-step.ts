import { initialTransition, transition, type AnyStateMachine, type EventFrom, type EmittedFrom, type InputFrom, type SnapshotFrom } from 'xstate';

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
