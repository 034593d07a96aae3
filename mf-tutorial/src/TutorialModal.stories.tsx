import { StoryPlatform, selfResponse } from '@pug/platform/stories';
import { TutorialModal } from './TutorialModal.tsx';

interface Args {
  initialStep: number;
  discordConfigured: boolean;
  discordLinked: boolean;
}

const noop = () => undefined;

/** The first-run tutorial for a newcomer, on each step; the controls set the step and Discord's state. */
export default {
  title: 'Screens/Overlays/Tutorial',
  component: TutorialModal,
  parameters: { layout: 'fullscreen' },
  args: { initialStep: 0, discordConfigured: false, discordLinked: false },
  argTypes: {
    initialStep: { control: 'inline-radio', options: [0, 1, 2] },
    user: { control: false },
    onFinished: { control: false },
    onClose: { control: false },
    onLeave: { control: false },
  },
  render: ({ initialStep, discordConfigured, discordLinked }: Args) => (
    <StoryPlatform state="filled" filled={{ 'GET /api/finishTutorial': {} }}>
      <TutorialModal
        key={initialStep}
        user={selfResponse({ steamid: '76561198000000042', alias: 'Newcomer', completeTutorial: false, discordConfigured, isDiscordVerified: discordLinked })}
        initialStep={initialStep}
        onFinished={noop}
        onClose={noop}
        onLeave={noop}
      />
    </StoryPlatform>
  ),
};

export const Welcome = {};
export const WhatsNew = { args: { initialStep: 1 } };
export const GetStarted = { args: { initialStep: 2 } };
export const DiscordRequired = { args: { initialStep: 2, discordConfigured: true } };
