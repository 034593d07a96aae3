/** The domain's queue-lobby machine, stepped from its stored snapshot (framework/machine-step.ts). */
import { queueLobbyMachine } from '@pug/domain';
import { machineStepper, type StepState } from '../framework/machine-step.ts';

export type LobbyState = StepState<typeof queueLobbyMachine>;

const lobby = machineStepper(queueLobbyMachine);
export const initialLobby = lobby.initial;
export const restoreLobby = lobby.restore;
export const stepLobby = lobby.step;
