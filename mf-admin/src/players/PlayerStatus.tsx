import { Badge, Inline } from '@pug/design-system';
import type { AdminPlayerRow } from '@pug/domain';

/** Banned / captain-restricted / admin / dummy badges of a player. */
export function PlayerStatus({ player }: { player: AdminPlayerRow }) {
  const none = !player.banned && !player.captainRestricted && !player.isAdmin && !player.isDummy;
  return (
    <Inline gap="xxs">
      {player.banned ? <Badge tone="error">Banned</Badge> : null}
      {player.captainRestricted ? <Badge tone="warning">No captain</Badge> : null}
      {player.isAdmin ? <Badge tone="secondary">Admin</Badge> : null}
      {player.isDummy ? <Badge>Dummy</Badge> : null}
      {none ? <Badge tone="success">In good standing</Badge> : null}
    </Inline>
  );
}
