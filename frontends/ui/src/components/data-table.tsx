import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useIsMobile } from '../lib/use-is-mobile';
import { Button } from './button';
import { SkeletonRows } from './load-state';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './table';

export type SortDirection = 'ascending' | 'descending';

/** The order a list is shown in: by one column, one way. */
export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}

type SortValue = string | number | null | undefined;

/**
 * Where a column's value goes on a card (below 768 px): the title line, the badge beside it, a labelled
 * field (`wide` spans the card), the actions at the bottom, or nowhere.
 */
export type CardSlot = 'title' | 'badge' | 'field' | 'wide' | 'actions' | 'hidden';

export interface DataTableColumn<Row> {
  id: string;
  /** The column's name: its heading, its label on a card and in the card's sort choice. */
  header: string;
  /** The heading is read by screen readers only (an Actions column, whose buttons say what they do). */
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /**
   * What the column sorts by. With it the heading is a button and the rows are sorted here; with a
   * controlled `sort` the value is not used (the caller orders the rows), only its presence or `sortable`.
   */
  sortValue?: (row: Row) => SortValue;
  /** Sortable under a controlled `sort` without a `sortValue` (the server or the caller sorts). */
  sortable?: boolean;
  /** The first click's order: A to Z for text, biggest first for figures unless said otherwise. */
  firstSortDirection?: SortDirection;
  /** Amounts and counts line up on the right. */
  align?: 'start' | 'end';
  /**
   * The column gives way when the row is too wide: its text keeps to one line, cut with an ellipsis, the
   * whole of it in the DOM (screen readers) and in a title (hover). A plain string cell is cut as it is;
   * a richer cell cuts its own lines with <TruncatedText>.
   */
  truncate?: boolean;
  /** `low`: left out of the table below 1024 px (the card still shows it). */
  priority?: 'high' | 'low';
  /** On the cards only: the table shows the value in another column's cell (two short badges stacked, say). */
  cardOnly?: boolean;
  /** Where it goes on a card; a field by default, the first column the title when no column is. */
  cardSlot?: CardSlot;
  /** The label on a card, when it is not the header. */
  cardLabel?: string;
  /** What a card shows, when it is not the table's cell. */
  cardCell?: (row: Row) => ReactNode;
  className?: string;
  headClassName?: string;
}

/** The server's own paging: the rows so far, and a button for the next page. */
export interface DataTableLoadMore {
  hasMore: boolean;
  onLoadMore: () => void;
  /** A page is on its way. */
  loading?: boolean;
  label?: string;
  loadingLabel?: string;
}

export interface DataTableProps<Row> {
  /** The list's name, for screen readers: the table's and the cards' accessible name. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Said about a row to screen readers (its checkbox): a name, say. The row's id when absent. */
  getRowLabel?: (row: Row) => string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** Skeleton rows, named for screen readers, while the rows load. */
  loading?: boolean;
  loadingLabel?: string;
  loadingRows?: number;
  /**
   * The rows shown are about to be replaced (a search's answer is on its way): the list says so with
   * aria-busy, so a screen reader waits for the new rows rather than reading the old ones.
   */
  busy?: boolean;
  caption?: ReactNode;
  /** The first order, for a list sorted here. */
  defaultSort?: DataTableSort;
  /** A sort the caller keeps (and applies, to rows it passes in order): a server-sorted list, say. */
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** Pages of this many rows, with Previous and Next, for a long list held in memory. */
  pageSize?: number;
  /** The server's paging ("Load more"). */
  loadMore?: DataTableLoadMore;
  /** Row selection: a checkbox per row and one for every row on the page. */
  selectedIds?: readonly string[];
  onSelectedIdsChange?: (selectedIds: string[]) => void;
  /** Which rows may be selected (every row when absent); the others get no checkbox. */
  canSelect?: (row: Row) => boolean;
  rowClassName?: (row: Row) => string | undefined;
  className?: string;
}

const LayoutContext = createContext<'table' | 'cards'>('table');

/**
 * Text on one line, at most 14rem wide (a className may say otherwise), cut with an ellipsis in the table,
 * so the columns after it (amounts, actions) stay in view; wrapped on a card. The whole text stays in the
 * DOM, so screen readers read all of it, and in a title, so a mouse shows it.
 */
export function TruncatedText({ children, className }: { children: string; className?: string }) {
  const layout = useContext(LayoutContext);
  if (layout === 'cards') return <span className={cn('block wrap-anywhere', className)}>{children}</span>;
  return (
    <span title={children} className={cn('block max-w-56 truncate', className)}>
      {children}
    </span>
  );
}

const isEnd = (column: DataTableColumn<never>) => column.align === 'end';
const sortableColumn = <Row,>(column: DataTableColumn<Row>) => Boolean(column.sortValue ?? column.sortable);

/** Nothing last whichever the direction; numbers by size, text as a person reads it (2 before 10, any case). */
function compare(left: SortValue, right: SortValue): number {
  const missing = (value: SortValue) => value === null || value === undefined || value === '';
  if (missing(left) || missing(right)) return missing(left) === missing(right) ? 0 : missing(left) ? 1 : -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return String(left).localeCompare(String(right), undefined, { numeric: true, sensitivity: 'base' });
}

export function sortRows<Row>(rows: readonly Row[], column: DataTableColumn<Row> | undefined, direction: SortDirection): Row[] {
  const valueOf = column?.sortValue;
  if (!valueOf) return [...rows];
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = valueOf(a);
    const right = valueOf(b);
    const order = compare(left, right);
    // Missing values stay last in both directions.
    const oneMissing = [left, right].some((value) => value === null || value === undefined || value === '');
    return oneMissing ? order : order * sign;
  });
}

function nextSort<Row>(current: DataTableSort | null | undefined, column: DataTableColumn<Row>): DataTableSort {
  if (current?.columnId === column.id) {
    return { columnId: column.id, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { columnId: column.id, direction: column.firstSortDirection ?? (column.align === 'end' ? 'descending' : 'ascending') };
}

function SortIcon({ direction }: { direction: SortDirection | null }) {
  if (!direction) return <ArrowUpDown aria-hidden className="opacity-50" />;
  return direction === 'ascending' ? <ArrowUp aria-hidden /> : <ArrowDown aria-hidden />;
}

/** A checkbox that can show "some" (indeterminate), which only the DOM property sets. */
function SelectBox({
  checked,
  indeterminate,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = Boolean(indeterminate);
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className="size-4 shrink-0 rounded border-input accent-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    />
  );
}

function Cell<Row>({ column, row }: { column: DataTableColumn<Row>; row: Row }) {
  const content = column.cell(row);
  return column.truncate && typeof content === 'string' ? <TruncatedText>{content}</TruncatedText> : content;
}

/** The sort, as one choice on the cards, where there are no headings to press. */
function SortSelect<Row>({
  columns,
  sort,
  onSort,
}: {
  columns: readonly DataTableColumn<Row>[];
  sort: DataTableSort | null;
  onSort: (sort: DataTableSort) => void;
}) {
  const id = useId();
  const options = columns.filter(sortableColumn).flatMap((column) =>
    (['ascending', 'descending'] as const).map((direction) => ({
      value: `${column.id}:${direction}`,
      label: `${column.header} (${direction})`,
    })),
  );
  if (options.length === 0) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        Sort by
      </label>
      <select
        id={id}
        value={sort ? `${sort.columnId}:${sort.direction}` : ''}
        onChange={(event) => {
          const [columnId, direction] = event.target.value.split(':');
          if (columnId && (direction === 'ascending' || direction === 'descending')) onSort({ columnId, direction });
        }}
        className="h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {!sort && <option value="">Default order</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Every admin list: a table from 768 px, whose amounts and actions stay in view (long text columns give
 * way, cut with an ellipsis), and a card per row below it; sorting, paging (in memory, or the server's
 * Load more), an empty and a loading state, and optional row selection.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  getRowId,
  getRowLabel,
  empty,
  loading = false,
  loadingLabel,
  loadingRows = 5,
  busy = false,
  caption,
  defaultSort,
  sort: controlledSort,
  onSortChange,
  pageSize,
  loadMore,
  selectedIds,
  onSelectedIdsChange,
  canSelect = () => true,
  rowClassName,
  className,
}: DataTableProps<Row>) {
  const isMobile = useIsMobile();
  const [ownSort, setOwnSort] = useState<DataTableSort | null>(defaultSort ?? null);
  const [page, setPage] = useState(0);
  const controlled = controlledSort !== undefined;
  const sort = controlled ? controlledSort : ownSort;

  const sorted = useMemo(() => {
    if (controlled || !sort) return rows;
    return sortRows(
      rows,
      columns.find((column) => column.id === sort.columnId),
      sort.direction,
    );
  }, [controlled, sort, rows, columns]);

  const pageCount = pageSize ? Math.max(1, Math.ceil(sorted.length / pageSize)) : 1;
  const currentPage = Math.min(page, pageCount - 1);
  const first = pageSize ? currentPage * pageSize : 0;
  const shown = pageSize ? sorted.slice(first, first + pageSize) : sorted;

  if (loading) return <SkeletonRows label={loadingLabel ?? `Loading ${label.toLowerCase()}`} rows={loadingRows} rowClassName="h-12" />;
  if (rows.length === 0) return <>{empty}</>;

  function changeSort(next: DataTableSort) {
    if (!controlled) setOwnSort(next);
    onSortChange?.(next);
    setPage(0);
  }

  const selecting = selectedIds !== undefined && onSelectedIdsChange !== undefined;
  const selected = new Set(selectedIds);
  const shownIds = shown.filter(canSelect).map(getRowId);
  const selectedOnPage = shownIds.filter((id) => selected.has(id)).length;
  const labelOf = (row: Row) => getRowLabel?.(row) ?? getRowId(row);
  function selectRow(id: string, checked: boolean) {
    onSelectedIdsChange?.(checked ? [...(selectedIds ?? []), id] : (selectedIds ?? []).filter((kept) => kept !== id));
  }
  function selectPage(checked: boolean) {
    const others = (selectedIds ?? []).filter((id) => !shownIds.includes(id));
    onSelectedIdsChange?.(checked ? [...others, ...shownIds] : others);
  }
  const selectAll = selecting && (
    <SelectBox
      label="Select all rows on this page"
      checked={shownIds.length > 0 && selectedOnPage === shownIds.length}
      indeterminate={selectedOnPage > 0 && selectedOnPage < shownIds.length}
      onChange={selectPage}
    />
  );

  const footer = (
    <>
      {pageSize !== undefined && sorted.length > pageSize && (
        <nav aria-label={`${label} pages`} className="flex flex-wrap items-center justify-between gap-2 pt-4 text-sm">
          <p aria-live="polite">
            Showing {first + 1}–{first + shown.length} of {sorted.length}
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={currentPage === 0} onClick={() => setPage(currentPage - 1)}>
              Previous
            </Button>
            <Button variant="outline" size="sm" disabled={currentPage >= pageCount - 1} onClick={() => setPage(currentPage + 1)}>
              Next
            </Button>
          </div>
        </nav>
      )}
      {loadMore?.hasMore && (
        <div className="flex justify-center pt-4">
          <Button variant="outline" onClick={loadMore.onLoadMore} disabled={loadMore.loading}>
            {loadMore.loading ? (loadMore.loadingLabel ?? 'Loading...') : (loadMore.label ?? 'Load more')}
          </Button>
        </div>
      )}
    </>
  );

  if (isMobile) {
    const hasTitle = columns.some((column) => column.cardSlot === 'title');
    const slotOf = (column: DataTableColumn<Row>, index: number): CardSlot =>
      column.cardSlot ?? (!hasTitle && index === 0 ? 'title' : 'field');
    const inSlot = (slot: CardSlot) => columns.filter((column, index) => slotOf(column, index) === slot);
    const cardContent = (column: DataTableColumn<Row>, row: Row) =>
      column.cardCell ? column.cardCell(row) : <Cell column={column} row={row} />;
    const fields = columns.filter((column, index) => ['field', 'wide'].includes(slotOf(column, index)));
    return (
      <LayoutContext.Provider value="cards">
        <div className={cn('grid gap-4', className)}>
          {(columns.some(sortableColumn) || selecting) && (
            <div className="flex flex-wrap items-center justify-between gap-3">
              {selectAll && <label className="flex items-center gap-2 text-sm">{selectAll}Select all</label>}
              <SortSelect columns={columns} sort={sort} onSort={changeSort} />
            </div>
          )}
          <ul aria-label={label} aria-busy={busy || undefined} className="grid divide-y">
            {shown.map((row) => {
              const id = getRowId(row);
              const actions = inSlot('actions');
              return (
                <li key={id} className="grid gap-3 py-4 first:pt-0 last:pb-0">
                  <div className="flex items-start justify-between gap-2">
                    {selecting && canSelect(row) && (
                      <SelectBox
                        label={`Select ${labelOf(row)}`}
                        checked={selected.has(id)}
                        onChange={(checked) => selectRow(id, checked)}
                      />
                    )}
                    <div className="grid min-w-0 flex-1 gap-0.5">
                      {inSlot('title').map((column) => (
                        <div key={column.id} className="font-medium wrap-anywhere">
                          {cardContent(column, row)}
                        </div>
                      ))}
                    </div>
                    {inSlot('badge').map((column) => (
                      <div key={column.id} className="shrink-0">
                        {cardContent(column, row)}
                      </div>
                    ))}
                  </div>
                  {fields.length > 0 && (
                    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                      {fields.map((column) => (
                        <div
                          key={column.id}
                          className={cn('grid min-w-0 content-start gap-0.5', column.cardSlot === 'wide' && 'col-span-2')}
                        >
                          <dt className="text-muted-foreground">{column.cardLabel ?? column.header}</dt>
                          <dd className="min-w-0 wrap-anywhere">{cardContent(column, row)}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                  {actions.length > 0 && (
                    <div className="flex flex-wrap gap-2">
                      {actions.map((column) => (
                        <div key={column.id}>{cardContent(column, row)}</div>
                      ))}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          {caption && <p className="text-sm text-muted-foreground">{caption}</p>}
        </div>
        {footer}
      </LayoutContext.Provider>
    );
  }

  const hiddenBelowLg = (column: DataTableColumn<Row>) => column.priority === 'low' && 'hidden lg:table-cell';
  const tableColumns = columns.filter((column) => !column.cardOnly);
  return (
    <LayoutContext.Provider value="table">
      <Table aria-label={label} aria-busy={busy || undefined} className={className}>
        {caption && <TableCaption>{caption}</TableCaption>}
        <TableHeader>
          <TableRow>
            {selectAll && <TableHead className="w-8">{selectAll}</TableHead>}
            {tableColumns.map((column) => {
              const sortable = sortableColumn(column);
              const direction = sort?.columnId === column.id ? sort.direction : null;
              return (
                <TableHead
                  key={column.id}
                  scope="col"
                  aria-sort={sortable ? (direction ?? 'none') : undefined}
                  className={cn(isEnd(column) && 'text-right', hiddenBelowLg(column), column.headClassName)}
                >
                  {column.hideHeader ? (
                    <span className="sr-only">{column.header}</span>
                  ) : sortable ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      // A long heading wraps rather than push the columns after it out of view.
                      className={cn('-mx-2 h-auto py-1 text-left whitespace-normal', isEnd(column) && 'ml-auto flex text-right')}
                      onClick={() => changeSort(nextSort(sort, column))}
                    >
                      {column.header}
                      <SortIcon direction={direction} />
                    </Button>
                  ) : (
                    column.header
                  )}
                </TableHead>
              );
            })}
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((row) => {
            const id = getRowId(row);
            return (
              <TableRow key={id} data-state={selected.has(id) ? 'selected' : undefined} className={rowClassName?.(row)}>
                {selecting && (
                  <TableCell>
                    {canSelect(row) && (
                      <SelectBox
                        label={`Select ${labelOf(row)}`}
                        checked={selected.has(id)}
                        onChange={(checked) => selectRow(id, checked)}
                      />
                    )}
                  </TableCell>
                )}
                {tableColumns.map((column) => (
                  <TableCell
                    key={column.id}
                    className={cn(isEnd(column) && 'text-right tabular-nums', hiddenBelowLg(column), column.className)}
                  >
                    <Cell column={column} row={row} />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {footer}
    </LayoutContext.Provider>
  );
}
