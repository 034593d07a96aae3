import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Card, Heading, Inline, Spinner, Stack, type PlayerCardMenuItem } from '@pug/design-system';
import { pugLabel, type Pug, type SteamId } from '@pug/domain';
import type { UserDirectory } from '../users/playerDisplay.ts';
import type { PugCommands } from './usePugCommands.ts';

const PugTeams = lazy(() => import('./PugTeams.tsx').then((m) => ({ default: m.PugTeams })));
const PugServerSection = lazy(() => import('../PugServer/PugServerSection.tsx').then((m) => ({ default: m.PugServerSection })));

export interface YourPugProps {
  pug: Pug;
  users: UserDirectory;
  viewer: SteamId;
  commands: PugCommands;
  /** The pug's own page. */
  pugPath: string;
  onViewProfile?(steamid: SteamId): void;
  /** More entries of a player card's menu (Report). */
  extraMenuItems?(steamid: SteamId, alias: string): PlayerCardMenuItem[];
}

/** The viewer's own running pug, first on the lobby page: how to join its server, then the teams. */
export function YourPug({ pug, users, viewer, commands, pugPath, onViewProfile, extraMenuItems }: YourPugProps) {
  return (
    <section aria-labelledby="your-pug-heading" data-testid="your-pug">
      <Card>
        <Stack gap="md">
          <Inline gap="md" justify="between">
            <Heading level={2} id="your-pug-heading">
              Your pug {pugLabel(pug)} · {pug.map}
            </Heading>
            <Link to={pugPath}>Open the pug’s page</Link>
          </Inline>
          <Suspense fallback={<Spinner label="Loading your pug…" />}>
            <PugServerSection pug={pug} viewer={viewer} />
            <PugTeams
              pug={pug}
              users={users}
              viewer={viewer}
              onVoteSub={(target) => void commands.voteSub(pug._id, target)}
              onAcceptSub={(playerId) => void commands.acceptSub(pug._id, playerId)}
              onViewProfile={onViewProfile}
              extraMenuItems={extraMenuItems}
            />
          </Suspense>
        </Stack>
      </Card>
    </section>
  );
}
