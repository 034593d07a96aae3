import { useState } from 'react';
import { Stack, Text } from '@pug/design-system';
import { pathOf, routes, serverSetupText, serverSetupTone, type Pug, type PugServerSetup, type ServerSetupEntry } from '@pug/domain';
import { useApiQuery, useSocketEvent } from '@pug/platform';

/**
 * The steps of a Pregame pug's game-server set-up (GET /api/pug/{id}/serverSetup, then each
 * `pugServerSetup`, which carries all the steps so far): "Checking the log feed…", "No log lines
 * from Chicago 1: trying again", "Moved to Chicago 2", or that no server is free and the pug waits.
 * The words are domain pug/serverSetup.ts's. Nothing once the pug plays, or before any step.
 */
export function ServerSetupSteps({ pug }: { pug: Pick<Pug, '_id' | 'phase'> }) {
  const enabled = pug.phase === 'Pregame';
  const stored = useApiQuery<PugServerSetup>(enabled ? pathOf(routes.pugServerSetup, { id: pug._id }) : null, { silent: true });
  const [live, setLive] = useState<ServerSetupEntry[] | null>(null);
  useSocketEvent('pugServerSetup', (payload) => {
    if (payload.pugId === pug._id) setLive(payload.steps);
  });
  const steps = live ?? stored.data?.steps ?? [];
  if (!enabled || steps.length === 0) return null;
  const last = steps.length - 1;
  return (
    <Stack as="ol" gap="xs" aria-label="Server set-up" aria-live="polite" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {steps.map(({ at, step }, i) => {
        const tone = serverSetupTone(step);
        return (
          <li key={`${at}-${i}`}>
            <Text size="sm" tone={tone === 'success' ? 'success' : i === last ? 'default' : 'muted'} weight={tone === 'warning' ? 'bold' : 'regular'}>
              {serverSetupText(step)}
            </Text>
          </li>
        );
      })}
    </Stack>
  );
}
