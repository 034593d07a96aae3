import type { Meta, StoryObj } from '@storybook/react';
import { Stack } from '../Stack/Stack.tsx';
import { CheckboxField, SelectField, TextField } from './Field.tsx';

const meta = { title: 'Forms/TextField, SelectField, CheckboxField', component: TextField, args: { label: 'Team page URL' } } satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { placeholder: 'https://etf2l.org/teams/…', type: 'url' } };
export const WithHint: Story = { args: { hint: 'The page of the team on the league’s site.' } };
export const WithError: Story = { args: { value: 'etf2l', error: 'Must be an http(s) URL', readOnly: true } };
export const Disabled: Story = { args: { disabled: true, value: 'https://etf2l.org/teams/1', readOnly: true } };
export const Select: Story = {
  render: () => (
    <Stack>
      <SelectField
        label="Class"
        placeholder="Choose a class…"
        options={[
          { value: 'medic', label: 'Medic' },
          { value: 'rosterrider', label: 'Roster Rider (Did not play)' },
        ]}
        hint="If you played several, choose the one you played most."
      />
    </Stack>
  ),
};
export const Checkbox: Story = { render: () => <CheckboxField label="Hide text effects" hint="No blazing names" defaultChecked /> };
