import { StoryPlatform } from '@pug/platform/stories';
import { pugFixture } from '../testing/fixtures.ts';
import { PugServerControls } from './PugServerControls.tsx';

interface Args {
  phase: 'Pregame' | 'Playing' | 'Complete';
  /** What the fake server answers to any console command. */
  answer: string;
}

/** An admin's game control on a live pug's server (reinitialize, reassign, RCON console), over a fake api. */
export default {
  title: 'Screens/Queue/Pug server controls (admin)',
  component: PugServerControls,
  args: { phase: 'Playing', answer: 'hostname: Chicago 1\nmap     : cp_process_f12\nplayers : 12 humans, 0 bots (24 max)\n' },
  argTypes: { phase: { control: 'inline-radio', options: ['Pregame', 'Playing', 'Complete'] }, answer: { control: 'text' }, pug: { control: false } },
  render: ({ phase, answer }: Args) => (
    <StoryPlatform
      state="filled"
      filled={{
        'POST /api/pug/pug-1/rcon': { command: 'status', answer },
        'POST /api/pug/pug-1/server/reinitialize': { name: 'Chicago 1' },
        'POST /api/pug/pug-1/server/reassign': { name: 'Chicago 2' },
      }}
    >
      <PugServerControls pug={pugFixture({ phase })} />
    </StoryPlatform>
  ),
};

export const Playing = {};
export const Pregame = { args: { phase: 'Pregame' } };
export const Over = { name: 'Over (nothing shown)', args: { phase: 'Complete' } };
