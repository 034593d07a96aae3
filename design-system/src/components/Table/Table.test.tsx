import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from './Table.tsx';
import { numeric } from './Table.css.ts';

describe('Table', () => {
  it('renders an accessible table with caption, column headers and cells', () => {
    render(
      <Table caption="Recent pugs">
        <TableHead>
          <TableRow>
            <TableHeaderCell>Map</TableHeaderCell>
            <TableHeaderCell numeric>Score</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>cp_process</TableCell>
            <TableCell numeric>5 - 3</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Recent pugs' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Map', 'Score']);
    expect(headers[0]?.getAttribute('scope')).toBe('col');
    const cell = within(table).getByRole('cell', { name: '5 - 3' });
    expect(cell.classList.contains(numeric)).toBe(true);
    // The scrolling frame can be reached by keyboard and is named by the caption.
    const frame = screen.getByRole('region', { name: 'Recent pugs' });
    expect(frame.tabIndex).toBe(0);
    expect(frame.contains(table)).toBe(true);
  });
});
