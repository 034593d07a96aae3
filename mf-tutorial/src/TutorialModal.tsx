import { useState } from 'react';
import { Button, Dialog, Inline, Stack, Text } from '@pug/design-system';
import { canFinishTutorial, roleDisplayName, TUTORIAL_MODAL_WIDTH, TUTORIAL_STEPS, type SelfResponse } from '@pug/domain';
import { useApi } from '@pug/platform';

const STEP_TEXT: Record<(typeof TUTORIAL_STEPS)[number], string> = {
  'Welcome!': 'Queue by class, ready up when the lobby fills, vote a map and get drafted onto BLU or RED.',
  "What's New": 'Elo is kept per format and class, captains draft with a pick timer, and subs are voted in by the pug.',
  'Get Started': 'Declare your main class for each season and verify Discord, then finish the tutorial to start queueing.',
};

/** The first-run tutorial: Welcome!, What's New, Get Started (spec §2, §4). */
export function TutorialModal({ user, onFinished }: { user: SelfResponse; onFinished(): void }) {
  const api = useApi();
  const [step, setStep] = useState(0);
  const [open, setOpen] = useState(true);
  const title = TUTORIAL_STEPS[step] ?? TUTORIAL_STEPS[0];
  const last = step === TUTORIAL_STEPS.length - 1;
  const canFinish = canFinishTutorial(user, user.discordConfigured === true);

  async function finish() {
    try {
      await api.get('/api/finishTutorial');
      setOpen(false);
      onFinished();
    } catch {
      // error toast already shown
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen} title={title} width={TUTORIAL_MODAL_WIDTH}>
      <Stack gap="md">
        <Text>{STEP_TEXT[title]}</Text>
        {last && !canFinish && (
          <Stack gap="xs">
            {user.missingRoles.length > 0 && <Text tone="error">Declare your main for: {user.missingRoles.map(roleDisplayName).join(', ')}.</Text>}
            {!user.isDiscordVerified && <Text tone="error">Verify your Discord account.</Text>}
          </Stack>
        )}
        <Inline gap="sm" justify="end">
          {step > 0 && (
            <Button variant="ghost" onClick={() => setStep(step - 1)}>
              Back
            </Button>
          )}
          {last ? (
            <Button onClick={finish} disabled={!canFinish}>
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
