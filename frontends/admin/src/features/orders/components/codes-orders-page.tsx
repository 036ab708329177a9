import { formatCount, formatDollars } from '@app/shared/platform';
import {
  Button,
  LoadFailed,
  PageHeader,
  SearchField,
  StatCard,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
  useDebouncedValue,
} from '@app/ui';
import { DollarSign, Plus, ShoppingCart, Wallet } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useUrlFilters, type UrlFilter } from '../../../lib/use-url-filters';
import { useAdminOrders } from '../api/list-admin-orders';
import type { AdminOrder } from '@app/shared/orders';
import { CreateCodeDialog } from './create-code-dialog';
import { FlagsView } from './flags-view';
import { CreditOrderDialog, UndoCreditDialog } from './order-credit-dialogs';
import { OrdersTable } from './orders-table';
import { PayoutsView } from './payouts-view';

const LOAD_FAILED = 'Failed to fetch orders';
/** The pause in typing after which the search asks the server. */
const SEARCH_DELAY_MS = 300;

type Tab = 'orders' | 'payouts' | 'flags';
const isTab = (value: string): value is Tab => value === 'orders' || value === 'payouts' || value === 'flags';
/** The tab and the search, in the address (useUrlFilters) as ?tab= and ?q= unless they are the default. */
const FILTERS = {
  tab: { param: 'tab', initial: 'orders', accepts: isTab },
  search: { param: 'q', initial: '' },
} satisfies Record<string, UrlFilter>;

/**
 * /admin/codes-orders (spec part 2, section 2): the order totals, every order newest first, and Create Code;
 * the Payouts tab holds each ambassador's unpaid commission and Record Payout (issue 14). An order nobody's code
 * matched can be credited to an ambassador by hand, and the credit undone; the Flags tab holds the orders
 * held for self-referral or one buyer's many orders until an admin clears or voids them (issue 25). The search finds
 * any order by its number, its store order id, its code, its buyer's e-mail or its ambassador's name or e-mail, on
 * the server, whatever page it would be on; each order's number opens its page.
 */
export function CodesOrdersPage() {
  const [{ tab, search }, change] = useUrlFilters(FILTERS);
  const searched = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useAdminOrders(searched);
  const [creating, setCreating] = useState(false);
  const [crediting, setCrediting] = useState<AdminOrder | null>(null);
  const [uncrediting, setUncrediting] = useState<AdminOrder | null>(null);
  const orders = useMemo(() => (data ?? []).flatMap((page) => page.orders), [data]);
  const stats = data?.[0]?.stats;
  const hasMore = Boolean(data?.[data.length - 1]?.next_cursor);
  const loadingMore = isValidating && data !== undefined && data.length < size;
  // The last search's orders stay in view while the next one's load (keepPreviousData).
  const searching = search.trim() !== searched || (isValidating && !loadingMore);

  useEffect(() => {
    if (error) toast({ title: 'Error', description: LOAD_FAILED, variant: 'destructive', error });
  }, [error]);

  function list() {
    if (error && orders.length === 0) return <LoadFailed message={LOAD_FAILED} onRetry={() => void mutate()} />;
    return (
      <OrdersTable
        orders={orders}
        // swr's isLoading is true while a new search loads even though the last one's orders are kept in view.
        loading={isLoading && data === undefined}
        busy={searching}
        empty={
          <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
            {searched ? 'No orders match your search' : 'No orders yet'}
          </p>
        }
        loadMore={{ hasMore, loading: loadingMore, onLoadMore: () => void setSize(size + 1) }}
        onCredit={setCrediting}
        onUndoCredit={setUncrediting}
      />
    );
  }

  return (
    <div className="grid min-w-0 gap-6">
      <PageHeader
        title="Codes & Orders"
        description="Every order from the store, the ambassadors' personal discount codes, and their payouts."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden /> Create Code
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={(value) => isTab(value) && change({ tab: value })} className="min-w-0 gap-4">
        <TabsList>
          <TabsTrigger value="orders">Orders</TabsTrigger>
          <TabsTrigger value="payouts">Payouts</TabsTrigger>
          <TabsTrigger value="flags">Flags</TabsTrigger>
        </TabsList>
        <TabsContent value="orders" className="grid min-w-0 gap-6">
          <section aria-label="Totals" className="grid gap-4 sm:grid-cols-3">
            <StatCard label="Total Orders" value={stats ? formatCount(stats.total_orders) : '–'} icon={ShoppingCart} />
            <StatCard label="Total Revenue" value={stats ? formatDollars(stats.total_revenue) : '–'} icon={DollarSign} />
            <StatCard label="Total Commission" value={stats ? formatDollars(stats.total_commission) : '–'} icon={Wallet} />
          </section>
          <SearchField
            label="Search orders"
            placeholder="Search by ambassador, e-mail, code, order number or store order id"
            value={search}
            onChange={(text) => change({ search: text })}
            className="sm:max-w-md"
          />
          {list()}
        </TabsContent>
        <TabsContent value="payouts" className="min-w-0">
          <PayoutsView />
        </TabsContent>
        <TabsContent value="flags" className="min-w-0">
          <FlagsView />
        </TabsContent>
      </Tabs>
      <CreateCodeDialog open={creating} onOpenChange={setCreating} />
      <CreditOrderDialog order={crediting} onClose={() => setCrediting(null)} onChanged={() => void mutate()} />
      <UndoCreditDialog order={uncrediting} onClose={() => setUncrediting(null)} onChanged={() => void mutate()} />
    </div>
  );
}
