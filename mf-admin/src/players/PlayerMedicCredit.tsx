import { Badge, Heading, Inline, Stack, Text } from '@pug/design-system';
import { MEDIC_CREDIT_HELP, MEDIC_CREDIT_LABEL, type MedicStanding } from '@pug/domain';
import { formatDateTime } from '../shared/format.ts';

/** The player's medic credit and immunity (domain players/medicCredit.ts): pugs left, the pug that gave it, immunity until. */
export function PlayerMedicCredit({ medic, now }: { medic: MedicStanding | undefined; now: number }) {
  const immune = medic?.immuneUntil != null && medic.immuneUntil > now;
  return (
    <Stack gap="sm">
      <Heading level={3}>Medic credit</Heading>
      {!medic ? (
        <Text tone="muted">Never earned.</Text>
      ) : (
        <Inline gap="sm">
          {medic.creditPugs > 0 ? (
            <Badge tone="success" title={MEDIC_CREDIT_HELP}>{`${MEDIC_CREDIT_LABEL}: ${medic.creditPugs} pug${medic.creditPugs === 1 ? '' : 's'} left`}</Badge>
          ) : (
            <Badge>No credit left</Badge>
          )}
          {immune ? <Badge tone="primary">{`Medic immunity until ${formatDateTime(medic.immuneUntil)}`}</Badge> : <Badge>No medic immunity</Badge>}
          <Text size="sm" tone="muted">
            {`Last earned ${formatDateTime(medic.earnedAt)}${medic.earnedIn ? ` in pug ${medic.earnedIn}` : ''}`}
          </Text>
        </Inline>
      )}
    </Stack>
  );
}
