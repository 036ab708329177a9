import { CODE_SYNC_STATUSES, type CodeSyncStatus } from '@app/shared/code-sync';
import { Card, CardContent, LoadFailed, PageHeader, StatCard, Tabs, TabsContent, TabsList, TabsTrigger, toast } from '@app/ui';
import { CircleCheck, CircleX, Clock, Database } from 'lucide-react';
import { useEffect, useEffectEvent } from 'react';
import { useUrlFilters, type UrlFilter } from '../../../lib/use-url-filters';
import { ReconciliationCard } from '../../reconciliation';
import { useRevalidateCodeSync } from '../api/code-sync-keys';
import { useCodeSyncStats } from '../api/get-code-sync-stats';
import { useCodeSyncRecords } from '../api/list-code-sync-records';
import { CodeSyncRecordsTable } from './code-sync-records-table';
import { SyncActionsCard } from './sync-actions-card';

const LOAD_FAILED = 'Failed to fetch sync data';

type Tab = 'all' | CodeSyncStatus;

const TABS: { value: Tab; label: string; count: 'total_codes' | CodeSyncStatus }[] = [
  { value: 'all', label: 'All', count: 'total_codes' },
  { value: 'synced', label: 'Synced', count: 'synced' },
  { value: 'pending', label: 'Pending', count: 'pending' },
  { value: 'failed', label: 'Failed', count: 'failed' },
];

const isTab = (value: string): value is Tab => value === 'all' || (CODE_SYNC_STATUSES as readonly string[]).includes(value);

/** The records shown, in the address as ?status= (useUrlFilters) unless it is the default, All. */
const FILTERS = { tab: { param: 'status', initial: 'all', accepts: isTab } } satisfies Record<string, UrlFilter>;

/** /admin/shopify-sync: ambassadors' discount codes and their sync to the store (spec part 2, section 2). */
export function ShopifySyncPage() {
  const [{ tab }, change] = useUrlFilters(FILTERS);
  const stats = useCodeSyncStats();
  const records = useCodeSyncRecords(tab === 'all' ? undefined : tab);
  const revalidate = useRevalidateCodeSync();

  const loadFailed = Boolean(stats.error ?? records.error);
  // Read when the toast is raised, so a retry's fresh error object raises no second toast.
  const toastLoadFailed = useEffectEvent(() =>
    toast({ title: 'Error', description: LOAD_FAILED, variant: 'destructive', error: stats.error ?? records.error }),
  );
  useEffect(() => {
    if (loadFailed) toastLoadFailed();
  }, [loadFailed]);

  const count = (key: 'total_codes' | CodeSyncStatus) => (stats.data ? String(stats.data[key]) : '–');

  function recordsList() {
    if (records.error && !records.isLoading) return <LoadFailed message={LOAD_FAILED} onRetry={() => void revalidate()} />;
    return <CodeSyncRecordsTable records={records.data} loading={records.isLoading} />;
  }

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader title="Shopify Code Sync" description="Ambassadors' personal discount codes and their sync to the Shopify store." />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Codes" value={count('total_codes')} icon={Database} />
        <StatCard label="Synced" value={count('synced')} icon={CircleCheck} />
        <StatCard label="Pending" value={count('pending')} icon={Clock} />
        <StatCard label="Failed" value={count('failed')} icon={CircleX} />
      </div>
      <SyncActionsCard stats={stats.data} />
      <ReconciliationCard />
      <Tabs value={tab} onValueChange={(value) => isTab(value) && change({ tab: value })} className="min-w-0 gap-4">
        <TabsList className="w-full overflow-x-auto md:w-fit">
          {TABS.map(({ value, label, count: key }) => (
            <TabsTrigger key={value} value={value}>
              {label} ({count(key)})
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value }) => (
          <TabsContent key={value} value={value}>
            <Card className="min-w-0">
              <CardContent>{recordsList()}</CardContent>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
