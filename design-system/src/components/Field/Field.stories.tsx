import type { Meta, StoryObj } from '@storybook/react';
import { Field } from './Field.tsx';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: { label: 'Reason', children: (p) => <input {...p} defaultValue="Griefing" /> },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextInput: Story = {};
export const WithHint: Story = { args: { hint: 'Shown to the player on the ban screen' } };
export const Required: Story = { args: { required: true } };
export const Invalid: Story = { args: { required: true, error: 'is required', children: (p) => <input {...p} defaultValue="" /> } };
export const Select: Story = {
  args: {
    label: 'Category',
    children: (p) => (
      <select {...p} defaultValue="Toxicity">
        <option>Cheating</option>
        <option>Toxicity</option>
        <option>Griefing</option>
      </select>
    ),
  },
};
export const TextArea: Story = { args: { label: 'Description', children: (p) => <textarea {...p} rows={4} /> } };
