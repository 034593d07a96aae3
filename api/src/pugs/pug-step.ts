/** Runs the domain's pug machine one event at a time from its stored snapshot (as lobby-step does). */
import { pugMachine, type PugContext, type PugEvent, type PugInput } from '@pug/domain';
import { createActor, type SnapshotFrom } from 'xstate';

type PugSnapshot = SnapshotFrom<typeof pugMachine>;

export interface PugState {
  persisted: unknown;
  context: PugContext;
}

function settle(actor: ReturnType<typeof createActor<typeof pugMachine>>): PugState {
  const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as unknown;
  const context = actor.getSnapshot().context;
  actor.stop();
  return { persisted, context };
}

export function initialPug(input: PugInput): PugState {
  const actor = createActor(pugMachine, { input });
  actor.start();
  return settle(actor);
}

export function restorePug(persisted: unknown): PugState {
  const actor = createActor(pugMachine, { snapshot: persisted as PugSnapshot, input: undefined as never });
  actor.start();
  return settle(actor);
}

/** The state after `event`; the same object when the machine ignored it. */
export function stepPug(state: PugState, event: PugEvent): PugState {
  const actor = createActor(pugMachine, { snapshot: state.persisted as PugSnapshot, input: undefined as never });
  actor.start();
  actor.send(event);
  const next = settle(actor);
  return JSON.stringify(next.persisted) === JSON.stringify(state.persisted) ? state : next;
}
