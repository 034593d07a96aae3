import type { Meta, StoryObj } from '@storybook/react';
import { useEffect } from 'react';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { ToastProvider, type ToastInput, type ToastVariant } from './ToastProvider.tsx';
import { useToast } from './useToast.ts';

const samples: Record<ToastVariant, ToastInput> = {
  default: { title: 'Pug started', description: 'cp_process_f12 — join the server.' },
  success: { title: 'Elo change', description: 'Soldier (Sixes) +12.34', variant: 'success' },
  warning: { title: 'Countdown', description: '10 seconds left to ready up.', variant: 'warning' },
  error: { title: 'Could not queue', description: 'You are banned until 2025-02-01.', variant: 'error' },
  info: { title: 'Map vote', description: 'Vote for the next map.', variant: 'info' },
};

function ShowOnMount({ variants }: { variants: ToastVariant[] }) {
  const toast = useToast();
  useEffect(() => {
    for (const v of variants) toast.show(samples[v]);
  }, [toast, variants]);
  return null;
}

function Playground() {
  const toast = useToast();
  return (
    <Inline>
      {(Object.keys(samples) as ToastVariant[]).map((v) => (
        <Button key={v} variant="ghost" onClick={() => toast.show(samples[v])}>
          Show {v}
        </Button>
      ))}
    </Inline>
  );
}

type Args = { variants: ToastVariant[]; max: number; duration: number };

const meta = {
  title: 'Feedback/Toast',
  args: { variants: ['default'], max: 3, duration: 5000 },
  render: ({ variants, max, duration }) => (
    <ToastProvider max={max} duration={duration}>
      <ShowOnMount variants={variants} />
      <Playground />
    </ToastProvider>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

// Long durations in the per-variant stories so a screenshot catches them.
export const Default: Story = { args: { duration: 600000 } };
export const Success: Story = { args: { variants: ['success'], duration: 600000 } };
export const Warning: Story = { args: { variants: ['warning'], duration: 600000 } };
export const ErrorVariant: Story = { name: 'Error', args: { variants: ['error'], duration: 600000 } };
export const Info: Story = { args: { variants: ['info'], duration: 600000 } };
export const MaxThree: Story = {
  name: 'At most three (four shown, oldest dropped)',
  args: { variants: ['default', 'success', 'warning', 'error'], duration: 600000 },
};
export const AutoHide: Story = { name: 'Hides after 5 s', args: { variants: ['info'] } };
