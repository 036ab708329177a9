import { formatConversionRate, LINK_SOURCE_LABELS, type LinkStats } from '@app/shared/links';
import { formatCount } from '@app/shared/platform';
import { MousePointerClick } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/card';
import { LoadFailed } from '../../../components/load-state';
import { Skeleton } from '../../../components/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/table';
import { useMyLinkStats } from '../api/get-my-link-stats';

const numeric = 'text-right tabular-nums';

function LinkStatsTable({ stats, titleId }: { stats: LinkStats; titleId: string }) {
  const rows = [...stats.sources.map((row) => ({ label: LINK_SOURCE_LABELS[row.source], ...row })), { label: 'Total', ...stats.total }];
  return (
    <Table aria-labelledby={titleId}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Source</TableHead>
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
        {rows.map((row) => (
          <TableRow key={row.label} className={row.label === 'Total' ? 'font-semibold' : undefined}>
            <TableHead scope="row" className="font-medium">
              {row.label}
            </TableHead>
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
 * The ambassador's tracked link at work (issue 25), on /impact and the fundraiser dashboard: the clicks it
 * counted (people only, a repeat within 30 minutes once), the orders it brought and orders ÷ clicks, per
 * place it was shared. Its own load: when it fails, the rest of the page stands.
 */
export function LinkStatsCard() {
  const { data: stats, error, isLoading, mutate } = useMyLinkStats();
  const titleId = useId();
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <MousePointerClick aria-hidden className="size-5 text-primary" />
          Tracked Link Results
        </CardTitle>
        <CardDescription>
          Clicks on your tracked link, the orders they brought and the conversion rate, by where you shared it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton role="status" aria-label="Loading your link results" className="h-32" />
        ) : !stats ? (
          <LoadFailed message={error ? 'Could not load your link results' : 'No link results'} onRetry={() => void mutate()} />
        ) : stats.sources.length === 0 ? (
          <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
            No clicks yet. Share your tracked link: each visit shows here, with the orders it brings.
          </p>
        ) : (
          <LinkStatsTable stats={stats} titleId={titleId} />
        )}
      </CardContent>
    </Card>
  );
}
