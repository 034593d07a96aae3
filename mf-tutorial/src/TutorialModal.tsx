import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Callout, Dialog, Inline, Stack, Text } from '@pug/design-system';
import {
  canFinishTutorial,
  hasAnySeason,
  latestDiscordRefusal,
  missingMainSeasonNames,
  pathOf,
  routes,
  type SelfResponse,
  TUTORIAL_MODAL_WIDTH,
  TUTORIAL_STEPS,
  tutorialBlockerMessage,
  tutorialBlockers,
} from '@pug/domain';
import { readPlatformConfig, useApi } from '@pug/platform';

type Step = (typeof TUTORIAL_STEPS)[number];

/** Welcome!: how queueing works. */
function Welcome() {
  return (
    <Stack gap="sm">
      <Text>Pugs are pick-up games of competitive TF2: Sixes, Highlander and Prolander. Here is how one comes together.</Text>
      <Stack gap="sm">
        <Text>
          <strong>Queue by class.</strong> On the Queue page, pick a queue and press <em>Add</em> on every class you are happy to play. You can queue for
          several classes at once; leave with the same button.
        </Text>
        <Text>
          <strong>Who plays.</strong> When every class has enough players, the earliest to queue for each class are seated. The first two players to join the
          queue always play the next pug: seats go in the order players joined, and every class has a seat on each team, so the two who waited longest can
          always both be seated (if they queued for the same class, they take its two seats).
        </Text>
        <Text>
          <strong>Teams.</strong> Captains draft BLU and RED, or the site balances the teams by elo, which is kept per format and class.
        </Text>
      </Stack>
    </Stack>
  );
}

/** What's New: ready-up, alerts and subs, told to a player who has not played here yet. */
function WhatsNew() {
  return (
    <Stack gap="sm">
      <Text>If this is your first visit, all of it is new to you. Here is what happens once you have queued:</Text>
      <Stack gap="sm">
        <Text>
          <strong>Ready up.</strong> When your pug fills you have 60 seconds to press <em>Ready up</em>. The site plays a sound, shows a desktop notification
          and flashes this tab's title, so you can wait in another tab; allow notifications and click once on the page when asked, so the browser lets it play
          sound. Players who do not ready lose their place.
        </Text>
        <Text>
          <strong>Map and server.</strong> The seated players vote one of three maps, then the pug's server details appear: join from the pug page.
        </Text>
        <Text>
          <strong>Subs.</strong> If a player does not show up, three votes from their own team mark them as needing a sub, and anyone not in a pug can take the
          place. A player who was subbed out gets no elo change.
        </Text>
      </Stack>
    </Stack>
  );
}

/** Get Started: what must be done before queueing, with the links to do it. */
function GetStarted({ user, discordRequired, onLeave }: { user: SelfResponse; discordRequired: boolean; onLeave(): void }) {
  const missing = user.missingRoles.length > 0;
  const anySeason = hasAnySeason(user);
  // Back from Discord with an account another player holds: say who (the api's notification).
  const discordRefusal = discordRequired && !user.isDiscordVerified ? latestDiscordRefusal(user.notifications) : null;
  return (
    <Stack gap="sm">
      <Text>{discordRequired ? 'Two things before your first pug:' : 'One thing before your first pug:'}</Text>
      <Stack gap="sm">
        <Stack gap="xs">
          <Text>
            <strong>Declare your mains.</strong> For each season on your profile, choose the class you played most (Roster Rider if you did not play).
          </Text>
          {missing ? (
            <Text tone="error">Still to declare: {missingMainSeasonNames(user.missingRoles, user.playerHistory.data).join(', ')}.</Text>
          ) : anySeason ? (
            <Text tone="success">All your mains are declared.</Text>
          ) : (
            <Text tone="muted">
              You have no league seasons yet, so there is nothing to declare: you start at the Newcomer elo. Played a season in another league? Ask for it on
              your profile (Request custom experience).
            </Text>
          )}
          <Link to={`/players/${user.steamid}`} onClick={onLeave}>
            Declare your mains on your profile
          </Link>
        </Stack>
        {discordRequired ? (
          <Stack gap="xs">
            <Text>
              <strong>Link your Discord account.</strong> Admins reach players and sort out no-shows on Discord.
            </Text>
            {discordRefusal ? <Text tone="error">{discordRefusal}</Text> : null}
            {user.isDiscordVerified ? (
              <Text tone="success">Discord linked and verified.</Text>
            ) : (
              <a
                href={`${readPlatformConfig().apiOrigin}/auth/discord/login?returnTo=${encodeURIComponent(window.location.pathname + window.location.search)}`}
                onClick={onLeave}
              >
                Link Discord
              </a>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Stack>
  );
}

export interface TutorialModalProps {
  user: SelfResponse;
  /** The step to open on (0-2). */
  initialStep?: number;
  onFinished(): void;
  /** Put off ("Later", or closed) without finishing, on `step`. */
  onClose(step: number): void;
  /** The player moved to `step` (Next, Back): where it opens again after stepping aside. */
  onStep?(step: number): void;
  /** The player follows a link out of the modal (to their profile, to Discord) from `step`. */
  onLeave(step: number): void;
}

/** The first-run tutorial: Welcome!, What's New, Get Started (docs/product.md "Screens and routes", "Rules"), 600 px wide. */
export function TutorialModal({ user, initialStep = 0, onFinished, onClose, onStep, onLeave }: TutorialModalProps) {
  const api = useApi();
  const [step, setShownStep] = useState(Number.isInteger(initialStep) ? Math.min(Math.max(0, initialStep), TUTORIAL_STEPS.length - 1) : 0);
  const setStep = (next: number) => {
    setShownStep(next);
    onStep?.(next);
  };
  const [finishing, setFinishing] = useState(false);
  const title: Step = TUTORIAL_STEPS[step] ?? TUTORIAL_STEPS[0];
  const last = step === TUTORIAL_STEPS.length - 1;
  const discordRequired = user.discordConfigured === true;
  const canFinish = canFinishTutorial(user, discordRequired);
  const blockers = tutorialBlockers(user, discordRequired);

  async function finish() {
    setFinishing(true);
    try {
      await api.get(pathOf(routes.finishTutorial));
      onFinished();
    } catch {
      // the api client showed the error toast (409 says what is missing)
    } finally {
      setFinishing(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose(step)}
      title={title}
      description={`Step ${step + 1} of ${TUTORIAL_STEPS.length}`}
      width={TUTORIAL_MODAL_WIDTH}
    >
      <Stack gap="md">
        {title === 'Welcome!' ? (
          <Welcome />
        ) : title === "What's New" ? (
          <WhatsNew />
        ) : (
          <GetStarted user={user} discordRequired={discordRequired} onLeave={() => onLeave(step)} />
        )}
        {last && !canFinish ? (
          <Callout tone="warning" title="Not yet">
            {tutorialBlockerMessage(blockers, missingMainSeasonNames(user.missingRoles, user.playerHistory.data))}
          </Callout>
        ) : null}
        <Inline gap="sm" justify="end">
          <Button variant="ghost" onClick={() => onClose(step)}>
            Later
          </Button>
          {step > 0 && (
            <Button variant="ghost" onClick={() => setStep(step - 1)}>
              Back
            </Button>
          )}
          {last ? (
            <Button onClick={finish} disabled={!canFinish || finishing} loading={finishing}>
              Finish
            </Button>
          ) : (
            <Button onClick={() => setStep(step + 1)}>Next</Button>
          )}
        </Inline>
      </Stack>
    </Dialog>
  );
}
