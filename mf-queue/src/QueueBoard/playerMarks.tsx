import type { ReactNode } from 'react';
import { Badge, Inline, Text } from '@pug/design-system';
import { MEDIC_CREDIT_HELP, MEDIC_CREDIT_LABEL, MEDIC_IMMUNITY_HELP, medicImmunityText, type Queue, type QueuePlayer, type SteamId } from '@pug/domain';

/**
 * The marks on a queued player's card: "Medic credit" (players/medicCredit.ts) and "Priority" (left
 * out of the last pug), each with what it means as its tooltip; both seat the player first
 * (selection.ts `seatingOrder`). Undefined when the player holds neither (the card shows no badge).
 */
export function playerMarks(player: QueuePlayer | undefined): ReactNode {
  if (!player?.medicCredit && !player?.priority) return undefined;
  return (
    <Inline gap="xs">
      {player.medicCredit ? (
        <Badge tone="success" title={MEDIC_CREDIT_HELP}>
          {MEDIC_CREDIT_LABEL}
        </Badge>
      ) : null}
      {player.priority ? (
        <Badge tone="primary" title="Left out of the last pug: seated first in the next one">
          Priority
        </Badge>
      ) : null}
    </Inline>
  );
}

/** The viewer's own medic immunity while queued: "Medic immunity until 21:30 UTC" and what it means (nobody else sees it). */
export function MedicImmunityNote({ state, viewer }: { state: Pick<Queue, '_queuePlayers'>; viewer: SteamId | null }) {
  const text = viewer === null ? null : medicImmunityText(state._queuePlayers[viewer]?.medicImmuneUntil, Date.now());
  if (!text) return null;
  return (
    <Text size="sm" data-testid="medic-immunity">
      {`${text}: ${MEDIC_IMMUNITY_HELP.charAt(0).toLowerCase()}${MEDIC_IMMUNITY_HELP.slice(1)}`}
    </Text>
  );
}
