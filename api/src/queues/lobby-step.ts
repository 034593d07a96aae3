/**
 * Runs the domain's queue-lobby machine one event at a time from a persisted snapshot: the
 * authoritative state is always the stored snapshot, so a step can be retried after a conflict.
 */
import { queueLobbyMachine, type LobbyContext, type LobbyEvent, type LobbyInput } from '@pug/domain';
import { createActor, type SnapshotFrom } from 'xstate';

export type LobbySnapshot = SnapshotFrom<typeof queueLobbyMachine>;

export interface LobbyState {
  /** What is stored: `getPersistedSnapshot()`, plain JSON. */
  persisted: unknown;
  context: LobbyContext;
}

function settle(actor: ReturnType<typeof createActor<typeof queueLobbyMachine>>): LobbyState {
  const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as unknown;
  const context = actor.getSnapshot().context;
  actor.stop();
  return { persisted, context };
}

export function initialLobby(input: LobbyInput): LobbyState {
  const actor = createActor(queueLobbyMachine, { input });
  actor.start();
  return settle(actor);
}

export function restoreLobby(persisted: unknown): LobbyState {
  const actor = createActor(queueLobbyMachine, { snapshot: persisted as LobbySnapshot, input: undefined as never });
  actor.start();
  return settle(actor);
}

/** The state after `event`; the same state object when the machine ignored it. */
export function stepLobby(state: LobbyState, event: LobbyEvent): LobbyState {
  const actor = createActor(queueLobbyMachine, { snapshot: state.persisted as LobbySnapshot, input: undefined as never });
  actor.start();
  actor.send(event);
  const next = settle(actor);
  return JSON.stringify(next.persisted) === JSON.stringify(state.persisted) ? state : next;
}
