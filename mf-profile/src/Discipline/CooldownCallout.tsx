import { Callout } from '@pug/design-system';
import { COOLDOWN_TITLE, cooldownRefusal, type Cooldown } from '@pug/domain';

/** The signed-in player's own queue cooldown on their profile: why and until when (the api's refusal), while it runs. */
export function CooldownCallout({ cooldown, now }: { cooldown: Cooldown | null | undefined; now: number }) {
  const refusal = cooldownRefusal(cooldown, now);
  if (!refusal) return null;
  return (
    <Callout tone="warning" title={COOLDOWN_TITLE}>
      {`${refusal.message} Missed ready-ups, no-shows and leaving live matches add strikes; the level drops with clean pugs and time.`}
    </Callout>
  );
}
