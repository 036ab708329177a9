import { formatCount, formatDollars } from '@app/shared/platform';
import { byPerformance, type AmbassadorPerformance } from '@app/shared/reports';
import { DataTable, roleLabel, TruncatedText, type DataTableColumn, type DataTableLoadMore } from '@app/ui';

interface RankedAmbassador extends AmbassadorPerformance {
  /** Place by revenue, as the report ranks them; it stays when the table is sorted by another column. */
  rank: number;
}

const nameOf = (row: AmbassadorPerformance) => `${row.first_name} ${row.last_name}`;

const COLUMNS: DataTableColumn<RankedAmbassador>[] = [
  { id: 'rank', header: 'Rank', sortValue: (row) => row.rank, headClassName: 'w-12', className: 'tabular-nums', cell: (row) => row.rank },
  {
    id: 'ambassador',
    header: 'Ambassador',
    truncate: true,
    cardSlot: 'title',
    sortValue: nameOf,
    cell: (row) => (
      <>
        <TruncatedText className="max-w-44 font-medium">{nameOf(row)}</TruncatedText>
        <TruncatedText className="max-w-44 text-xs font-normal text-muted-foreground">{row.email}</TruncatedText>
      </>
    ),
  },
  { id: 'role', header: 'Role', sortValue: (row) => roleLabel[row.role], cell: (row) => roleLabel[row.role] },
  {
    id: 'units',
    header: 'Shirts Sold',
    align: 'end',
    headClassName: 'whitespace-normal',
    sortValue: (row) => row.units_sold,
    cell: (row) => formatCount(row.units_sold),
  },
  {
    id: 'revenue',
    header: 'Revenue',
    align: 'end',
    sortValue: (row) => row.total_revenue,
    cell: (row) => formatDollars(row.total_revenue),
  },
  {
    id: 'commission',
    header: 'Commission',
    align: 'end',
    sortValue: (row) => row.total_commission,
    cell: (row) => formatDollars(row.total_commission),
  },
  { id: 'orders', header: 'Orders', align: 'end', sortValue: (row) => row.orders_count, cell: (row) => formatCount(row.orders_count) },
];

/**
 * Ambassador Performance: the Active ambassadors with the most revenue, ranked, with their sales figures; the
 * server's pages loaded so far, in the Export Data file's order (byPerformance), with Load more.
 */
export function AmbassadorPerformanceTable({ rows, loadMore }: { rows: AmbassadorPerformance[]; loadMore?: DataTableLoadMore }) {
  const ranked = [...rows].sort(byPerformance).map((row, index) => ({ ...row, rank: index + 1 }));
  return (
    <DataTable
      label="Ambassador performance"
      columns={COLUMNS}
      rows={ranked}
      getRowId={(row) => row.user_id}
      defaultSort={{ columnId: 'rank', direction: 'ascending' }}
      loadMore={loadMore}
      caption={
        loadMore?.hasMore
          ? `The top ${formatCount(ranked.length)} ambassadors by revenue. Load more for the next ones; Export Data has every ambassador.`
          : `${formatCount(ranked.length)} ambassadors by revenue.`
      }
      empty={<p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">No ambassadors yet</p>}
    />
  );
}
