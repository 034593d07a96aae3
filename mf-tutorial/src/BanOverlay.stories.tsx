import { StoryPlatform } from '@pug/platform/stories';
import { BanOverlay } from './BanOverlay.tsx';

const NOW = Date.UTC(2026, 10, 24, 20, 0);
const HOUR = 3_600_000;

interface Args {
  reason: string;
  /** Hours until it ends; 0: never. */
  expiresInHours: number;
  appealed: boolean;
  sample: boolean;
}

/** The ban modal (it cannot be dismissed): reason, expiry and the one appeal. Controls set its states. */
export default {
  title: 'Screens/Overlays/Ban',
  component: BanOverlay,
  parameters: { layout: 'fullscreen' },
  args: { reason: 'Toxic chat in three pugs', expiresInHours: 26, appealed: false, sample: false },
  argTypes: { ban: { control: false }, now: { control: false }, expiresInHours: { control: { type: 'number', min: 0 } } },
  render: ({ reason, expiresInHours, appealed, sample }: Args) => (
    <StoryPlatform state="filled" filled={{ 'POST /api/appealBan/': {} }}>
      <BanOverlay
        ban={{
          isBan: true,
          date: NOW - HOUR,
          reason,
          expires: expiresInHours > 0 ? NOW + expiresInHours * HOUR : null,
          appeal: appealed ? 'I was tilted, sorry' : null,
        }}
        sample={sample}
        now={NOW}
      />
    </StoryPlatform>
  ),
};

export const CanAppeal = {};
export const Appealed = { args: { appealed: true } };
export const Permanent = { args: { expiresInHours: 0 } };
export const Sample = { name: 'Sample (?sampleban)', args: { sample: true } };
