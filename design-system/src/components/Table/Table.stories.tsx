import type { Meta, StoryObj } from '@storybook/react';
import { Text } from '../Text/Text.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from './Table.tsx';

const rows = [
  { map: 'cp_process_f12', score: '5 - 3', result: 'W' },
  { map: 'koth_product_final', score: '2 - 3', result: 'L' },
  { map: 'cp_gullywash_f9', score: '4 - 1', result: 'W' },
];

const meta = { title: 'Data/Table', component: Table } satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { caption: 'Recent pugs' },
  render: (args) => (
    <Table {...args}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Map</TableHeaderCell>
          <TableHeaderCell numeric>Score</TableHeaderCell>
          <TableHeaderCell>Result</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.map}>
            <TableCell>{r.map}</TableCell>
            <TableCell numeric>{r.score}</TableCell>
            <TableCell>
              <Text as="span" tone={r.result === 'W' ? 'success' : 'error'} weight="bold">
                {r.result}
              </Text>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
};

export const Empty: Story = {
  render: () => (
    <Table caption="Reports">
      <TableBody>
        <TableRow>
          <TableCell>
            <Text tone="muted">No reports.</Text>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
};
