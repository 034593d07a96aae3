import { StoryPlatform } from '@pug/platform/stories';
import { BanBanner } from './BanBanner.tsx';

const NOW = Date.UTC(2026, 10, 24, 20, 0);
const HOUR = 3_600_000;

interface Args {
  reason: string;
  /** Hours until it ends; 0: never. */
  expiresInHours: number;
  appealed: boolean;
  sample: boolean;
}

/** The ban banner on every page (it cannot be dismissed; the site stays readable): reason, expiry and the one appeal. Controls set its states. */
export default {
  title: 'Screens/Overlays/Ban banner',
  component: BanBanner,
  parameters: { layout: 'fullscreen' },
  args: { reason: 'Toxic chat in three pugs', expiresInHours: 26, appealed: false, sample: false },
  argTypes: { ban: { control: false }, now: { control: false }, expiresInHours: { control: { type: 'number', min: 0 } } },
  render: ({ reason, expiresInHours, appealed, sample }: Args) => (
    <StoryPlatform state="filled" filled={{ 'POST /api/appealBan/': {} }}>
      <BanBanner
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
