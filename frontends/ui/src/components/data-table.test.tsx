import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setViewportWidth } from '../../test/viewport';
import { Button } from './button';
import { DataTable, type DataTableColumn } from './data-table';

interface Person {
  id: string;
  name: string;
  school: string;
  sales: number | null;
}

const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `p${index + 1}`,
    name: `Person ${index + 1}`,
    school: `School ${index + 1}`,
    sales: index + 1,
  }));

const LONG_SCHOOL = 'The Very Long Name Of A Secondary School That Does Not Fit In Its Column';

const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', sortValue: (person) => person.name, cell: (person) => person.name, cardSlot: 'title' },
  { id: 'school', header: 'School', truncate: true, cell: (person) => person.school },
  { id: 'sales', header: 'Sales', align: 'end', sortValue: (person) => person.sales, cell: (person) => String(person.sales ?? '—') },
  {
    id: 'actions',
    header: 'Actions',
    hideHeader: true,
    cardSlot: 'actions',
    cell: (person) => <Button aria-label={`Edit ${person.name}`}>Edit</Button>,
  },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Person>>[0]> = {}) {
  return render(
    <DataTable
      label="People"
      columns={columns}
      rows={[
        { id: 'b', name: 'Bea', school: 'Hillside', sales: 5 },
        { id: 'a', name: 'Abe', school: LONG_SCHOOL, sales: 12 },
        { id: 'c', name: 'Cy', school: 'Lakeview', sales: null },
      ]}
      getRowId={(person) => person.id}
      getRowLabel={(person) => person.name}
      empty={<p>No people yet</p>}
      {...props}
    />,
  );
}

const namesShown = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('sorts by a column heading, ascending then descending, and says so with aria-sort; a missing value stays last', async () => {
    const user = userEvent.setup();
    renderTable();

    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    const salesHeader = screen.getByRole('columnheader', { name: /Sales/ });
    expect(namesShown()).toEqual(['Bea', 'Abe', 'Cy']);
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /School/ })).not.toHaveAttribute('aria-sort');

    await user.click(within(nameHeader).getByRole('button', { name: /Name/ }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(namesShown()).toEqual(['Abe', 'Bea', 'Cy']);

    await user.click(within(nameHeader).getByRole('button', { name: /Name/ }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(namesShown()).toEqual(['Cy', 'Bea', 'Abe']);

    // A figure sorts biggest first on its first press; the one without sales is last either way.
    await user.click(within(salesHeader).getByRole('button', { name: /Sales/ }));
    expect(salesHeader).toHaveAttribute('aria-sort', 'descending');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(namesShown()).toEqual(['Abe', 'Bea', 'Cy']);
    await user.click(within(salesHeader).getByRole('button', { name: /Sales/ }));
    expect(namesShown()).toEqual(['Bea', 'Abe', 'Cy']);
  });

  it('leaves the order to the caller under a controlled sort, and tells it the next one', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    renderTable({ sort: { columnId: 'sales', direction: 'ascending' }, onSortChange });

    expect(namesShown()).toEqual(['Bea', 'Abe', 'Cy']);
    expect(screen.getByRole('columnheader', { name: /Sales/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Sales/ }));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'sales', direction: 'descending' });
    expect(namesShown()).toEqual(['Bea', 'Abe', 'Cy']);
  });

  it('pages a long list 25 rows at a time, with Previous and Next', async () => {
    const user = userEvent.setup();
    render(<DataTable label="People" columns={columns} rows={people(80)} getRowId={(person) => person.id} pageSize={25} empty={null} />);

    const pages = screen.getByRole('navigation', { name: 'People pages' });
    expect(within(pages).getByText('Showing 1–25 of 80')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(26);
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(within(pages).getByText('Showing 26–50 of 80')).toBeInTheDocument();
    expect(screen.getByText('Person 26')).toBeInTheDocument();
    expect(screen.queryByText('Person 25')).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(within(pages).getByText('Showing 76–80 of 80')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(within(pages).getByText('Showing 51–75 of 80')).toBeInTheDocument();
  });

  it('has no pager when one page holds every row', () => {
    render(<DataTable label="People" columns={columns} rows={people(25)} getRowId={(person) => person.id} pageSize={25} empty={null} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("plugs in the server's paging: Load more asks for the next page, and waits while it comes", async () => {
    const user = userEvent.setup();
    const onLoadMore = jest.fn();
    const { rerender } = render(
      <DataTable
        label="People"
        columns={columns}
        rows={people(3)}
        getRowId={(person) => person.id}
        empty={null}
        loadMore={{ hasMore: true, onLoadMore }}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rerender(
      <DataTable
        label="People"
        columns={columns}
        rows={people(3)}
        getRowId={(person) => person.id}
        empty={null}
        loadMore={{ hasMore: true, loading: true, onLoadMore }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();

    rerender(
      <DataTable
        label="People"
        columns={columns}
        rows={people(3)}
        getRowId={(person) => person.id}
        empty={null}
        loadMore={{ hasMore: false, onLoadMore }}
      />,
    );
    expect(screen.queryByRole('button', { name: /Load/ })).not.toBeInTheDocument();
  });

  it('shows the empty message it is given, and no table, when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No people yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows named skeleton rows while loading, and neither the table nor the empty message', () => {
    renderTable({ loading: true, loadingLabel: 'Loading people', loadingRows: 4, rows: [] });
    const skeleton = screen.getByLabelText('Loading people');
    expect(skeleton.children).toHaveLength(4);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No people yet')).not.toBeInTheDocument();
  });

  it('cuts a long text column to one line, with the whole text in the DOM and in its title', () => {
    renderTable();
    const school = screen.getByText(LONG_SCHOOL);
    expect(school).toHaveClass('truncate');
    expect(school).toHaveAttribute('title', LONG_SCHOOL);
    expect(school.textContent).toBe(LONG_SCHOOL);
  });

  it('names the actions column for screen readers only and aligns amounts to the right', () => {
    renderTable();
    const actions = screen.getByRole('columnheader', { name: 'Actions' });
    expect(within(actions).getByText('Actions')).toHaveClass('sr-only');
    expect(screen.getByRole('columnheader', { name: /Sales/ })).toHaveClass('text-right');
    expect(screen.getByRole('cell', { name: '12' })).toHaveClass('text-right');
  });

  describe('row selection', () => {
    function SelectableTable({ onChange, canSelect }: { onChange: (ids: string[]) => void; canSelect?: (person: Person) => boolean }) {
      const [selectedIds, setSelectedIds] = useState<string[]>([]);
      return (
        <DataTable
          label="People"
          columns={columns}
          rows={people(30)}
          getRowId={(person) => person.id}
          getRowLabel={(person) => person.name}
          pageSize={25}
          empty={null}
          selectedIds={selectedIds}
          canSelect={canSelect}
          onSelectedIdsChange={(ids) => {
            setSelectedIds(ids);
            onChange(ids);
          }}
        />
      );
    }

    it('has no checkboxes unless the caller keeps a selection', () => {
      renderTable();
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    });

    it('selects a row by its labelled checkbox, and every row on the page with the select-all box', async () => {
      const user = userEvent.setup();
      const onChange = jest.fn();
      render(<SelectableTable onChange={onChange} />);

      await user.click(screen.getByRole('checkbox', { name: 'Select Person 2' }));
      expect(onChange).toHaveBeenLastCalledWith(['p2']);
      expect(screen.getByRole('checkbox', { name: 'Select Person 2' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Select Person 2' }).closest('tr')).toHaveAttribute('data-state', 'selected');
      const selectAll = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
      expect(selectAll).not.toBeChecked();
      expect(selectAll).toHaveProperty('indeterminate', true);

      await user.click(selectAll);
      const firstPage = people(25).map((person) => person.id);
      expect(new Set(onChange.mock.lastCall[0])).toEqual(new Set(firstPage));
      expect(selectAll).toBeChecked();
      expect(selectAll).toHaveProperty('indeterminate', false);

      // The next page's rows are not selected by the first page's box, and its own box adds them to the rest.
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).not.toBeChecked();
      await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
      expect(onChange.mock.lastCall[0]).toHaveLength(30);

      await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
      expect(new Set(onChange.mock.lastCall[0])).toEqual(new Set(firstPage));
      await user.click(screen.getByRole('checkbox', { name: 'Select Person 26' }));
      expect(onChange.mock.lastCall[0]).toContain('p26');
      await user.click(screen.getByRole('checkbox', { name: 'Select Person 26' }));
      expect(onChange.mock.lastCall[0]).not.toContain('p26');
    });

    it('offers a checkbox only on the rows that may be selected, and the select-all box takes only those', async () => {
      const user = userEvent.setup();
      const onChange = jest.fn();
      const even = (person: Person) => Number(person.id.slice(1)) % 2 === 0;
      render(<SelectableTable onChange={onChange} canSelect={even} />);

      expect(screen.queryByRole('checkbox', { name: 'Select Person 1' })).not.toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Select Person 2' })).toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
      expect(new Set(onChange.mock.lastCall[0])).toEqual(
        new Set(
          people(25)
            .filter(even)
            .map((person) => person.id),
        ),
      );
    });

    it('selects on the cards too', async () => {
      setViewportWidth(375);
      const user = userEvent.setup();
      const onChange = jest.fn();
      render(<SelectableTable onChange={onChange} />);

      await user.click(screen.getByRole('checkbox', { name: 'Select Person 3' }));
      expect(onChange).toHaveBeenLastCalledWith(['p3']);
      await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
      expect(onChange.mock.lastCall[0]).toHaveLength(25);
    });
  });

  describe('below 768 px', () => {
    beforeEach(() => setViewportWidth(375));

    it('shows a card per row instead of the table: the title, every field with its label, the actions', () => {
      renderTable();

      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
      expect(cards).toHaveLength(3);
      const abe = cards[1]!;
      expect(within(abe).getByText('Abe')).toBeInTheDocument();
      expect(within(abe).getByText('School').tagName).toBe('DT');
      expect(within(abe).getByText(LONG_SCHOOL)).not.toHaveClass('truncate');
      expect(within(abe).getByText('Sales')).toBeInTheDocument();
      expect(within(abe).getByText('12')).toBeInTheDocument();
      expect(within(abe).getByRole('button', { name: 'Edit Abe' })).toBeInTheDocument();
      expect(within(abe).queryByText('Actions')).not.toBeInTheDocument();
    });

    it('sorts the cards with a Sort by choice', async () => {
      const user = userEvent.setup();
      renderTable();

      const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
      expect(sortBy).toHaveValue('');
      await user.selectOptions(sortBy, 'Sales (descending)');
      const names = () =>
        within(screen.getByRole('list', { name: 'People' }))
          .getAllByRole('listitem')
          .map((card) => card.firstElementChild!.textContent);
      expect(names()).toEqual(['Abe', 'Bea', 'Cy']);
      await user.selectOptions(sortBy, 'Name (descending)');
      expect(names()).toEqual(['Cy', 'Bea', 'Abe']);
    });
  });
});
