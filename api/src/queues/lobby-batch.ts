/**
 * Group commit of one lobby's commands: those that queued while the lobby's last write was in
 * flight are applied together, in the order they arrived, each through the domain's rules on the
 * state the ones before it left (`lobbyRefusal`, then the machine's step), and stored with one
 * compare-and-set write (lobby.ts). A refused command is answered with its own refusal and leaves
 * the state as it was for the next; after a lost write the whole batch is applied again to the
 * reloaded lobby, so no command is lost or applied twice.
 */
import { lobbyRefusal, type LobbyContext, type LobbyEvent, type User } from '@pug/domain';
import type { LobbyStep } from './lobby-events.ts';
import { stepLobby, type LobbyState } from './lobby-store.ts';

export interface LobbyCommand {
  make: (now: number) => LobbyEvent;
  /** Timers, the launch, dummies: a refusal is skipped silently instead of answered. */
  internal: boolean;
  /** Users the command introduces (a joining player's info). */
  users: readonly User[];
  resolve: (context: LobbyContext) => void;
  reject: (err: unknown) => void;
}

type Outcome = { ok: true; context: LobbyContext } | { ok: false; error: unknown };

interface AppliedBatch {
  /** The steps that changed the lobby, in order; the last one's state is what is stored. */
  steps: (LobbyStep & { from: LobbyState; to: LobbyState })[];
  /** Each command's answer, in the batch's order. */
  outcomes: Outcome[];
}

/** Applies `commands` one after another to `start`, each event made at the moment it is applied. */
export function applyBatch(start: LobbyState, commands: readonly LobbyCommand[], now: () => number): AppliedBatch {
  let state = start;
  const steps: AppliedBatch['steps'] = [];
  const outcomes: Outcome[] = [];
  for (const command of commands) {
    try {
      const at = now();
      const event = command.make(at);
      const refusal = lobbyRefusal(state.snapshot, event);
      if (refusal && !command.internal) {
        outcomes.push({ ok: false, error: refusal });
        continue;
      }
      const to = refusal ? null : stepLobby(state, event);
      if (to) {
        steps.push({ from: state, prev: state.snapshot.context, next: to.snapshot.context, announced: to.emitted, now: at, to });
        state = to;
      }
      outcomes.push({ ok: true, context: state.snapshot.context });
    } catch (error) {
      outcomes.push({ ok: false, error });
    }
  }
  return { steps, outcomes };
}

/** Answers every command of the batch with its own outcome. */
export function answerBatch(commands: readonly LobbyCommand[], outcomes: readonly Outcome[]): void {
  commands.forEach((command, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) command.resolve(outcome.context);
    else command.reject(outcome.error);
  });
}
