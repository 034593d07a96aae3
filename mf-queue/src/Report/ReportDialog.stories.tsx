import { STORY_STATES, StoryPlatform, type StoryState } from '@pug/platform/stories';
import { pugFixture, sid } from '../testing/fixtures.ts';
import { ReportDialog } from './ReportDialog.tsx';

interface Args {
  state: StoryState;
  alias: string;
  fromPugPage: boolean;
}

const noop = () => undefined;
const pugs = [pugFixture(), pugFixture({ _id: 'pug-2', map: 'koth_product_final', startAt: Date.now() - 86_400_000 })];

/** "Report {alias}": the pug list comes from the api (the `state` control), the rest from the controls. */
export default {
  title: 'Screens/Queue/Report dialog',
  component: ReportDialog,
  args: { state: 'filled', alias: 'Griefer', fromPugPage: false },
  argTypes: {
    state: { control: 'inline-radio', options: STORY_STATES },
    open: { control: false },
    onOpenChange: { control: false },
    reporter: { control: false },
    target: { control: false },
    pugId: { control: false },
  },
  render: ({ state, alias, fromPugPage }: Args) => (
    <StoryPlatform state={state} filled={{ 'POST /api/pugHistoryDict': pugs, 'POST /api/reportPlayer/': {} }}>
      <ReportDialog open onOpenChange={noop} reporter={sid(1)} target={{ steamid: sid(7), alias }} pugId={fromPugPage ? 'pug-1' : undefined} />
    </StoryPlatform>
  ),
};

export const Filled = {};
export const FromThePugPage = { args: { fromPugPage: true } };
export const NoRecentPug = { args: { state: 'empty' } };
export const Loading = { args: { state: 'loading' } };
