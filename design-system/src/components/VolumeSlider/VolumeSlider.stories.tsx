import type { Meta, StoryObj } from '@storybook/react';
import { VolumeSlider } from './VolumeSlider.tsx';

const meta = {
  title: 'Inputs/VolumeSlider',
  component: VolumeSlider,
  args: { value: 75, onChange: () => undefined },
} satisfies Meta<typeof VolumeSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Muted: Story = { args: { value: 0 } };
