import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: () => {},
    title: 'Leave the queue?',
    description: 'You leave the Sixes queue when the ready-up ends; the others wait for a new player.',
    confirmLabel: 'Leave queue',
    onConfirm: () => {},
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Danger: Story = {
  args: { title: 'Remove server?', description: 'serveme #3 stops hosting pugs.', confirmLabel: 'Remove server', tone: 'danger' },
};
export const Busy: Story = { args: { busy: true } };
export const Toggle: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Leave queue</Button>
        <ConfirmDialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
};
