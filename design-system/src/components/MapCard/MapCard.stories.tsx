import type { Meta, StoryObj } from '@storybook/react';
import { MapCard } from './MapCard.tsx';

const CARD =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="#2b3a4a"/><text x="16" y="150" fill="#fff" font-size="28" font-family="sans-serif">process</text></svg>',
  );

const meta = {
  title: 'Data/MapCard',
  component: MapCard,
  args: { name: 'cp_process_final', imageSrc: CARD, detail: '2 votes', label: 'cp_process_final, 2 votes' },
} satisfies Meta<typeof MapCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MissingImage: Story = { args: { imageSrc: '/no-such-map.png' } };
export const Plain: Story = { args: { detail: undefined, label: undefined } };
export const Choosable: Story = { args: { onSelect: () => undefined } };
export const ChosenDisabled: Story = { args: { onSelect: () => undefined, selected: true, disabled: true } };
