/**
 * What a pug's page says while its game server is set up, step by step (the api publishes the
 * steps, api/src/servers/setup-steps.ts; mf-queue PugServer/ServerSetupSteps shows them). A step
 * names a server by its name only, never its address (SERVER_INFO_VISIBILITY may hide that).
 */
import type { Timestamp } from '../entities.ts';

export type ServerSetupStep =
  | { kind: 'settingUp'; server: string }
  | { kind: 'checkingLogFeed'; server: string }
  /** `retrying`: the set-up runs once more on the same server; else the pug moves on. */
  | { kind: 'noLogLines'; server: string; retrying: boolean }
  | { kind: 'moved'; server: string }
  | { kind: 'ready'; server: string }
  /** No free server: the pug waits; `waitMinutes` after its start it is called off. */
  | { kind: 'noServer'; waitMinutes: number };

export interface ServerSetupEntry {
  at: Timestamp;
  step: ServerSetupStep;
}

/** GET /api/pug/{id}/serverSetup and the `pugServerSetup` event: the steps so far, oldest first. */
export interface PugServerSetup {
  pugId: string;
  steps: ServerSetupEntry[];
}

/** At most this many steps are kept per pug (the newest). */
export const SERVER_SETUP_KEEP = 20;

export type ServerSetupTone = 'info' | 'warning' | 'success';

/** The step as players read it. */
export function serverSetupText(step: ServerSetupStep): string {
  switch (step.kind) {
    case 'settingUp':
      return `Setting up ${step.server}…`;
    case 'checkingLogFeed':
      return 'Checking the log feed…';
    case 'noLogLines':
      return step.retrying ? `No log lines from ${step.server}: trying again` : `No log lines from ${step.server} again: looking for another server`;
    case 'moved':
      return `Moved to ${step.server}`;
    case 'ready':
      return `${step.server} is ready`;
    case 'noServer':
      return `No free server right now: the pug waits for one (it is called off if none is free ${step.waitMinutes} min after it started)`;
  }
}

export function serverSetupTone(step: ServerSetupStep): ServerSetupTone {
  if (step.kind === 'noLogLines' || step.kind === 'noServer') return 'warning';
  return step.kind === 'moved' || step.kind === 'ready' ? 'success' : 'info';
}
