import type { Meta, StoryObj } from '@storybook/react';
import { Box } from '../components/Box/Box.tsx';
import { Inline } from '../components/Inline/Inline.tsx';
import { Stack } from '../components/Stack/Stack.tsx';
import { Text } from '../components/Text/Text.tsx';
import { vars } from './contract.css.ts';

type ColorToken = keyof typeof vars.color;

function Palette() {
  return (
    <Inline gap="md" align="start">
      {(Object.keys(vars.color) as ColorToken[]).map((token) => (
        <Stack key={token} gap="xs" align="center" style={{ width: 96 }}>
          <Box background={token} borderRadius="md" style={{ width: 64, height: 48, border: `1px solid ${vars.color.border}` }} />
          <Text size="xs" tone="muted">
            {token}
          </Text>
        </Stack>
      ))}
    </Inline>
  );
}

function SpaceScale() {
  return (
    <Stack gap="xs">
      {(Object.keys(vars.space) as Array<keyof typeof vars.space>).map((token) => (
        <Inline key={token} gap="md">
          <Text size="sm" mono style={{ width: 48 }}>
            {token}
          </Text>
          <Box background="primary" style={{ height: 12, width: vars.space[token] }} />
        </Inline>
      ))}
    </Stack>
  );
}

const meta = { title: 'Foundations/Theme' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Switch the toolbar's Theme global to compare dark and light. */
export const Colours: Story = { render: () => <Palette /> };
export const Spacing: Story = { render: () => <SpaceScale /> };
