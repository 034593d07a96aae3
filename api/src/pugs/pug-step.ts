/** The domain's pug machine, stepped from its stored snapshot (framework/machine-step.ts). */
import { pugMachine } from '@pug/domain';
import { machineStepper, type StepState } from '../framework/machine-step.ts';

export type PugState = StepState<typeof pugMachine>;

const pug = machineStepper(pugMachine);
export const initialPug = pug.initial;
export const restorePug = pug.restore;
export const stepPug = pug.step;
