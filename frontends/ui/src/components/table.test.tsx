import { render, screen } from '@testing-library/react';
import { Table, TableBody, TableCell, TableRow } from './table';

/** Lays the table out `tableWidth` px wide in a container `containerWidth` px wide (jsdom lays out nothing). */
function layOut(containerWidth: number, tableWidth: number): void {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(containerWidth);
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(tableWidth);
}

/** A ResizeObserver that reports each element once as soon as it is observed, as browsers do. */
class ReportingResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(): void {
    this.callback([], this);
  }
  unobserve(): void {}
  disconnect(): void {}
}

function renderTable(props: { 'aria-label'?: string; 'aria-labelledby'?: string } = {}) {
  return render(
    <>
      <h2 id="orders-title">Recent Orders</h2>
      <Table {...props}>
        <TableBody>
          <TableRow>
            <TableCell>#1001</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </>,
  );
}

const { ResizeObserver } = globalThis;

beforeEach(() => {
  globalThis.ResizeObserver = ReportingResizeObserver;
});

afterEach(() => {
  globalThis.ResizeObserver = ResizeObserver;
  jest.restoreAllMocks();
});

describe('Table', () => {
  it('is a region in the tab order, named like the table, while it scrolls sideways', () => {
    layOut(375, 900);

    renderTable({ 'aria-label': 'Orders' });

    const region = screen.getByRole('region', { name: 'Orders' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Orders' }));
  });

  it('takes the name the table is labelled by, or "Table" when it has none', () => {
    layOut(375, 900);

    const { unmount } = renderTable({ 'aria-labelledby': 'orders-title' });
    expect(screen.getByRole('region', { name: 'Recent Orders' })).toHaveAttribute('tabindex', '0');
    unmount();

    renderTable();
    expect(screen.getByRole('region', { name: 'Table' })).toHaveAttribute('tabindex', '0');
  });

  it('is neither a region nor in the tab order when the table fits', () => {
    layOut(1280, 900);

    renderTable({ 'aria-label': 'Orders' });

    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('table', { name: 'Orders' }).parentElement).not.toHaveAttribute('tabindex');
  });
});
