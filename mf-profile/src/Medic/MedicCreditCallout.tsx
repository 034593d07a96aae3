import { Badge, Callout, Inline, Stack, Text } from '@pug/design-system';
import { MEDIC_CREDIT_HELP, MEDIC_CREDIT_LABEL, MEDIC_IMMUNITY_HELP, medicImmunityText, type MedicStanding } from '@pug/domain';

/**
 * The signed-in player's own medic credit and immunity on their profile (domain players/medicCredit.ts):
 * the badge the lobby shows, what it means and for how many pugs; the immunity while it runs.
 * Nothing when they hold neither.
 */
export function MedicCreditCallout({ medic, now }: { medic: MedicStanding | undefined; now: number }) {
  const credit = medic?.creditPugs ?? 0;
  const immunity = medicImmunityText(medic?.immuneUntil, now);
  if (credit <= 0 && !immunity) return null;
  return (
    <Callout tone="info" title="Thanks for playing medic">
      <Stack gap="xs">
        {credit > 0 ? (
          <Inline gap="sm">
            <Badge tone="success" title={MEDIC_CREDIT_HELP}>
              {MEDIC_CREDIT_LABEL}
            </Badge>
            <Text size="sm">{`${MEDIC_CREDIT_HELP} Lasts ${credit === 1 ? 'your next pug' : `your next ${credit} pugs`}.`}</Text>
          </Inline>
        ) : null}
        {immunity ? <Text size="sm">{`${immunity}. ${MEDIC_IMMUNITY_HELP}`}</Text> : null}
      </Stack>
    </Callout>
  );
}
