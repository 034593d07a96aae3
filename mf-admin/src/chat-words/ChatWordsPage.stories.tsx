import { STORY_STATES, StoryPlatform, type StoryState } from '@pug/platform/stories';
import { ChatWordsPage } from './ChatWordsPage.tsx';

/** The admins' chat filter page, in each state (the `state` control). */
export default {
  title: 'Screens/Admin/ChatWords',
  component: ChatWordsPage,
  args: { state: 'filled' },
  argTypes: { state: { control: 'inline-radio', options: STORY_STATES } },
  render: ({ state }: { state: StoryState }) => (
    <StoryPlatform
      state={state}
      filled={{ 'GET /api/admin/chat/words': { words: ['badword', 'rude', 'x'.repeat(40)] } }}
      empty={{ 'GET /api/admin/chat/words': { words: [] } }}
    >
      <ChatWordsPage />
    </StoryPlatform>
  ),
};

export const Filled = {};
export const Empty = { args: { state: 'empty' } };
export const Loading = { args: { state: 'loading' } };
export const ApiDown = { args: { state: 'error' } };
