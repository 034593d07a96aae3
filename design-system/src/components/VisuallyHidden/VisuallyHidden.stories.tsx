import type { Meta, StoryObj } from '@storybook/react';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: '30 seconds left to ready up', 'aria-live': 'polite' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows: the text is read by screen readers only. */
export const LiveAnnouncement: Story = {};
