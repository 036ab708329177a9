import { formatCount, formatDollars } from '@app/shared/platform';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, LoadFailed, PageHeader, StatCard, toast } from '@app/ui';
import { DollarSign, Megaphone, Shirt, Users } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useFundraisingPerformance } from '../api/get-fundraising-performance';
import { CampaignPerformanceTable } from './campaign-performance-table';
import { TopFundraisersTable } from './top-fundraisers-table';

/**
 * /admin/performance (spec part 2, section 2): how every campaign is doing, a page of campaigns at a time
 * (Load more), and the best fundraisers and the totals over every campaign, from the running totals.
 */
export function PerformancePage() {
  const { data: pages, error, mutate, isValidating, size, setSize } = useFundraisingPerformance();
  // The stat cards and the top fundraisers are over every campaign: the newest page's are the freshest.
  const data = pages?.[pages.length - 1];
  const campaigns = useMemo(() => pages?.flatMap((page) => page.campaigns), [pages]);
  const hasMore = Boolean(data?.next_cursor);
  const loadMore = {
    hasMore,
    loading: isValidating && pages !== undefined && pages.length < size,
    onLoadMore: () => void setSize(size + 1),
  };

  useEffect(() => {
    if (error) toast({ title: 'Error', description: 'Failed to load performance', variant: 'destructive', error });
  }, [error]);

  const figure = (value: number | undefined, format: (value: number) => string) => (value === undefined ? '—' : format(value));
  const totals = data?.totals;

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader title="Fundraising Performance" description="Shirts sold, money raised and progress to target, across every campaign." />
      {error && !pages ? (
        <LoadFailed message="Failed to load performance" onRetry={() => void mutate()} />
      ) : (
        <>
          <section aria-label="Totals" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard label="Campaigns" value={figure(totals?.campaigns, formatCount)} icon={Megaphone} />
            <StatCard label="Members" value={figure(totals?.members, formatCount)} icon={Users} />
            <StatCard label="Shirts Sold" value={figure(totals?.units_sold, formatCount)} icon={Shirt} />
            <StatCard label="Organization Fund Raised" value={figure(totals?.donated_to_org, formatDollars)} icon={DollarSign} />
          </section>
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>Campaigns</CardTitle>
              <CardDescription>
                Newest campaigns first, a page at a time: select a column heading to sort the campaigns loaded by it.
              </CardDescription>
            </CardHeader>
            <CardContent className="min-w-0">
              <CampaignPerformanceTable campaigns={campaigns} loadMore={loadMore} />
            </CardContent>
          </Card>
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>Top Fundraisers</CardTitle>
              <CardDescription>Across every campaign, by shirts sold.</CardDescription>
            </CardHeader>
            <CardContent className="min-w-0">
              <TopFundraisersTable fundraisers={data?.top_fundraisers} />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
