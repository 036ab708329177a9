import { fullName } from '@app/shared/leaderboards';
import { formatConversionRate, type ConversionRanking } from '@app/shared/links';
import { formatCount } from '@app/shared/platform';
import {
  formatDateTime,
  LoadFailed,
  roleLabel,
  SkeletonRows,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@app/ui';
import { useConversionRanking } from '../api/get-conversion-ranking';

const numeric = 'text-right tabular-nums';

function RankingTable({ ranking }: { ranking: ConversionRanking }) {
  return (
    <Table aria-label="Ambassadors by conversion">
      <TableHeader>
        <TableRow>
          <TableHead scope="col" className={numeric}>
            Rank
          </TableHead>
          <TableHead scope="col">Ambassador</TableHead>
          <TableHead scope="col">Role</TableHead>
          <TableHead scope="col" className={numeric}>
            Clicks
          </TableHead>
          <TableHead scope="col" className={numeric}>
            Orders
          </TableHead>
          <TableHead scope="col" className={numeric}>
            Conversion
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {ranking.rows.map((row) => (
          <TableRow key={row.user_id}>
            <TableCell className={numeric}>{row.rank}</TableCell>
            <TableHead scope="row" className="font-medium">
              {fullName(row.first_name, row.last_name)}
            </TableHead>
            <TableCell>{roleLabel[row.role]}</TableCell>
            <TableCell className={numeric}>{formatCount(row.clicks)}</TableCell>
            <TableCell className={numeric}>{formatCount(row.orders)}</TableCell>
            <TableCell className={numeric}>{formatConversionRate(row.conversion_rate)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Impact & Reports' conversion ranking (issue 25): ambassadors with at least `min_clicks` counted clicks on
 * their tracked link, by orders ÷ clicks, as the scheduled job last worked it out (every 15 minutes).
 */
export function ConversionRankingSection() {
  const { data, error, mutate } = useConversionRanking();
  if (error && !data) return <LoadFailed message="Failed to load the conversion ranking" onRetry={() => void mutate()} />;
  if (!data) return <SkeletonRows label="Loading the conversion ranking" rows={3} rowClassName="h-12" />;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Ambassadors with at least {formatCount(data.min_clicks)} tracked-link clicks.{' '}
        {data.refreshed_at ? `Updated ${formatDateTime(data.refreshed_at)}.` : 'Not worked out yet: it updates every 15 minutes.'}
      </p>
      {data.rows.length === 0 ? (
        <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">No ambassador has enough clicks to rank yet.</p>
      ) : (
        <RankingTable ranking={data} />
      )}
    </div>
  );
}
