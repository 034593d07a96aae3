/** The domain's queue-lobby machine, stepped from its stored snapshot (framework/machine-step.ts). */
import { queueLobbyMachine, type LobbyContext } from '@pug/domain';
import { machineStepper, type StepState } from '../framework/machine-step.ts';

export type LobbyState = StepState<LobbyContext>;

const lobby = machineStepper(queueLobbyMachine);
export const initialLobby = lobby.initial;
export const restoreLobby = lobby.restore;
export const stepLobby = lobby.step;
