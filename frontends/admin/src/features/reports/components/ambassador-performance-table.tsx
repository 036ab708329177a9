import { formatCount, formatDollars } from '@app/shared/money';
import type { AmbassadorPerformance } from '@app/shared/reports';
import { roleLabel, Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@app/ui';

/** Rows the table shows; Export Data holds every ambassador. */
export const PERFORMANCE_ROWS_SHOWN = 25;

/** Ambassador Performance: the ambassadors with the most revenue, ranked, with their sales figures. */
export function AmbassadorPerformanceTable({ rows }: { rows: AmbassadorPerformance[] }) {
  if (rows.length === 0) return <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">No ambassadors yet</p>;
  const shown = rows.slice(0, PERFORMANCE_ROWS_SHOWN);
  return (
    <Table className="min-w-[720px]">
      <TableCaption>
        {rows.length > shown.length
          ? `Top ${shown.length} of ${formatCount(rows.length)} ambassadors by revenue. Export Data has every ambassador.`
          : `${formatCount(rows.length)} ambassadors by revenue.`}
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col" className="w-12">
            Rank
          </TableHead>
          <TableHead scope="col">Ambassador</TableHead>
          <TableHead scope="col">Role</TableHead>
          <TableHead scope="col" className="text-right">
            Units
          </TableHead>
          <TableHead scope="col" className="text-right">
            Revenue
          </TableHead>
          <TableHead scope="col" className="text-right">
            Commission
          </TableHead>
          <TableHead scope="col" className="text-right">
            Orders
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {shown.map((row, index) => (
          <TableRow key={row.user_id}>
            <TableCell className="tabular-nums">{index + 1}</TableCell>
            <TableCell className="min-w-48 whitespace-normal wrap-anywhere">
              <div className="font-medium">
                {row.first_name} {row.last_name}
              </div>
              <div className="text-xs text-muted-foreground">{row.email}</div>
            </TableCell>
            <TableCell>{roleLabel[row.role]}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(row.units_sold)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatDollars(row.total_revenue)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatDollars(row.total_commission)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(row.orders_count)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
