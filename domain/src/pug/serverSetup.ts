/**
 * What a pug's page says while its game server is set up, step by step (the api publishes the
 * steps, api/src/servers/setup-steps.ts; mf-queue PugServer/ServerSetupSteps shows them). A step
 * names a server by its name only, never its address (SERVER_INFO_VISIBILITY may hide that).
 */
import type { ServerSetupStep } from '../entities.ts';

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
