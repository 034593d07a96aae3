import { createActor, type AnyStateMachine, type ContextFrom, type EventFrom, type InputFrom } from 'xstate';

/** A machine's state as the api keeps it: the stored snapshot and its context. */
export interface StepState<C> {
  /** What is stored: `getPersistedSnapshot()`, plain JSON. */
  persisted: unknown;
  context: C;
}

/**
 * Runs a domain machine one event at a time from a persisted snapshot: the authoritative state is
 * always the stored snapshot, so a step can be retried after a write conflict.
 */
export function machineStepper<M extends AnyStateMachine>(machine: M) {
  type State = StepState<ContextFrom<M>>;

  const run = (options: { input?: InputFrom<M>; snapshot?: unknown }, event?: EventFrom<M>): State => {
    const actor = createActor(machine, options as never);
    actor.start();
    if (event) actor.send(event);
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as unknown;
    const context = (actor.getSnapshot() as { context: ContextFrom<M> }).context;
    actor.stop();
    return { persisted, context };
  };

  return {
    initial: (input: InputFrom<M>): State => run({ input }),
    restore: (persisted: unknown): State => run({ snapshot: persisted }),
    /** The state after `event`; the same state object when the machine ignored it. */
    step: (state: State, event: EventFrom<M>): State => {
      const next = run({ snapshot: state.persisted }, event);
      return JSON.stringify(next.persisted) === JSON.stringify(state.persisted) ? state : next;
    },
  };
}
