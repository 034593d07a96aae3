import type { Meta, StoryObj } from '@storybook/react';
import { Inline } from '../Inline/Inline.tsx';
import { ClassIcon } from './ClassIcon.tsx';
import { BASE_CLASSES } from './classes.ts';

const meta = { title: 'Data/ClassIcon', component: ClassIcon, args: { cls: 'scout' } } satisfies Meta<typeof ClassIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Scout: Story = {};
export const Large: Story = { args: { cls: 'medic', size: 64 } };
export const RoleMapsToBaseClass: Story = { args: { cls: 'roamersoldier', title: 'Roamer Soldier', size: 40 } };
export const UnknownRole: Story = { args: { cls: 'rosterrider', size: 40 } };
export const AllClasses: Story = {
  render: (args) => (
    <Inline gap="md">
      {BASE_CLASSES.map((c) => (
        <ClassIcon key={c} cls={c} size={args.size ?? 40} />
      ))}
    </Inline>
  ),
};
