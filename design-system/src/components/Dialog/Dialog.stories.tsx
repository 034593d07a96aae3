import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    open: true,
    onOpenChange: () => {},
    title: 'Report b4nny',
    description: 'Reports are read by admins only.',
    children: <Text>Pick the pug and describe what happened.</Text>,
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
        <Button>Submit</Button>
      </>
    ),
  },
};
export const Narrow: Story = { args: { width: 360, title: 'Select your main', description: undefined } };
export const Toggle: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        <Dialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
};
