import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from 'react-admin';
import { renderInAdmin } from '../test/render-in-admin';
import { ArrayList } from './array-list';

interface Line {
  code: string;
  label: string;
}

const lines = (count: number): Line[] => Array.from({ length: count }, (_, i) => ({ code: `L${i + 1}`, label: `Line ${i + 1}` }));

const renderLines = (data: Line[], perPage?: number) =>
  renderInAdmin(
    <ArrayList data={data} idOf={(line) => line.code} resource="test-lines" perPage={perPage}>
      <DataTable bulkActionButtons={false} rowClick={false} aria-label="Lines">
        <DataTable.Col<Line> label="Code" disableSort render={(line) => line.code} />
        <DataTable.Col<Line> label="Label" disableSort render={(line) => line.label} />
      </DataTable>
    </ArrayList>,
    { dataProvider: {} },
  );

const bodyCodes = () =>
  within(screen.getByRole('table', { name: 'Lines' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('ArrayList', () => {
  it('shows a short array whole, in its order, without paging', async () => {
    renderLines([
      { code: 'B', label: 'Second' },
      { code: 'A', label: 'First' },
    ]);
    await waitFor(() => expect(bodyCodes()).toEqual(['B', 'A']));
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
  });

  it('pages a long array in the browser', async () => {
    renderLines(lines(30), 25);
    await waitFor(() => expect(bodyCodes()).toHaveLength(25));
    expect(bodyCodes()[0]).toBe('L1');
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(bodyCodes()).toEqual(['L26', 'L27', 'L28', 'L29', 'L30']));
  });
});
