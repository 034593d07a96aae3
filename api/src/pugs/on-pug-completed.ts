/** `pug/completed`: a pug whose log was uploaded to logs.tf has its score checked against logs.tf's (logs-tf-check.ts). */
import type { EventBus } from '../framework/events.ts';
import type { LogsTfCheck } from './logs-tf-check.ts';

export function checkScoreWithLogsTf(events: EventBus, check: LogsTfCheck): void {
  events.on('pug/completed', 'pugs/on-pug-completed', ({ pug }) => {
    if (pug.data.logId && pug.data.score) check.schedule(pug._id, pug.data.logId);
  });
}
