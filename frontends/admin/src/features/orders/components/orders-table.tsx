import { noCommissionReason, type AdminOrder } from '@app/shared/orders';
import { formatDollars } from '@app/shared/platform';
import { Badge, Button, DataTable, formatDate, TruncatedText, type DataTableColumn, type DataTableLoadMore } from '@app/ui';
import { Link } from '@app/ui/router';
import { useMemo, type ComponentProps, type ReactNode } from 'react';

type BadgeVariant = ComponentProps<typeof Badge>['variant'];

export const ORDER_STATUS_BADGES: Record<AdminOrder['status'], { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'warning' },
  paid: { label: 'Paid', variant: 'success' },
  partially_refunded: { label: 'Partially refunded', variant: 'secondary' },
  refunded: { label: 'Refunded', variant: 'outline' },
  cancelled: { label: 'Cancelled', variant: 'destructive' },
};

/**
 * Who an order is attributed to: the ambassador's name, its campaign when it carried the campaign's own code, or
 * Unattributed when its code matched nobody, with why when its code was held by an account since deleted.
 */
export function ambassadorNameOf(order: AdminOrder): string {
  if (order.ambassador) return `${order.ambassador.first_name} ${order.ambassador.last_name}`.trim();
  if (order.student_user_id) return 'Former ambassador';
  if (order.campaign_id) return 'Sold with the campaign’s code';
  return order.code_retired ? 'Unattributed: its code belonged to a deleted account' : 'Unattributed';
}

/** The address of an order's page. */
export const orderPagePath = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`;

/** The commission an order earned, and why when it earned nothing (issue 45: "$22.50 · $0.00" said nothing). */
function CommissionCell({ order }: { order: AdminOrder }) {
  const reason = noCommissionReason(order);
  return (
    <>
      {formatDollars(order.commission_amount)}
      {/* Wrapped in a narrow column: the table's cells do not wrap, and a reason must not push Status off the card. */}
      {reason && <span className="ml-auto block max-w-36 text-xs whitespace-normal text-muted-foreground">{reason}</span>}
    </>
  );
}

/** What an admin may do with an order: credit one nobody's code matched, or undo their own kind of credit. */
export interface OrderCreditActions {
  onCredit: (order: AdminOrder) => void;
  onUndoCredit: (order: AdminOrder) => void;
}

const isUnattributed = (order: AdminOrder) => !order.ambassador && !order.student_user_id && !order.campaign_id;

const columns = ({ onCredit, onUndoCredit }: OrderCreditActions): DataTableColumn<AdminOrder>[] => [
  { id: 'date', header: 'Date', cell: (order) => (order.order_date ? formatDate(order.order_date) : '–') },
  {
    id: 'order',
    header: 'Order',
    className: 'font-medium',
    cardSlot: 'title',
    // A real link (keyboard, a new tab, the address to share) to the order's page.
    cell: (order) => (
      <Link to={orderPagePath(order.id)} className="text-primary underline underline-offset-4 hover:text-primary/80">
        {order.order_reference || order.id}
      </Link>
    ),
  },
  {
    id: 'ambassador',
    header: 'Ambassador',
    truncate: true,
    cardSlot: 'wide',
    cell: (order) =>
      order.ambassador ? (
        <>
          <TruncatedText>{ambassadorNameOf(order)}</TruncatedText>
          <TruncatedText className="text-xs text-muted-foreground">{order.ambassador.email}</TruncatedText>
          {order.credit && (
            <TruncatedText className="text-xs text-muted-foreground">{`Credited by ${order.credit.by_name}: ${order.credit.reason}`}</TruncatedText>
          )}
        </>
      ) : (
        <span className="text-muted-foreground">{ambassadorNameOf(order)}</span>
      ),
  },
  {
    id: 'code',
    header: 'Code',
    truncate: true,
    className: 'font-mono',
    cell: (order) => <TruncatedText className="max-w-48 font-mono">{order.discount_code ?? '–'}</TruncatedText>,
  },
  { id: 'amount', header: 'Amount', align: 'end', cell: (order) => formatDollars(order.order_amount) },
  {
    id: 'commission',
    header: 'Commission',
    align: 'end',
    cell: (order) => <CommissionCell order={order} />,
  },
  {
    id: 'status',
    header: 'Status',
    cardSlot: 'badge',
    cell: (order) => (
      <span className="flex flex-wrap gap-1">
        <Badge variant={ORDER_STATUS_BADGES[order.status].variant}>{ORDER_STATUS_BADGES[order.status].label}</Badge>
        {order.flag && order.flag.status !== 'cleared' && (
          <Badge variant={order.flag.status === 'held' ? 'warning' : 'outline'}>
            {order.flag.status === 'held' ? 'Flagged' : 'Voided'}
          </Badge>
        )}
      </span>
    ),
  },
  {
    id: 'actions',
    header: 'Actions',
    hideHeader: true,
    cardSlot: 'actions',
    cell: (order) =>
      order.credit ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Undo Credit ${order.order_reference || order.id}`}
          onClick={() => onUndoCredit(order)}
        >
          Undo Credit
        </Button>
      ) : isUnattributed(order) ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Credit to Ambassador ${order.order_reference || order.id}`}
          onClick={() => onCredit(order)}
        >
          Credit to Ambassador
        </Button>
      ) : null,
  },
];

/**
 * The orders, newest first as the server pages them (it sorts by nothing else, so neither do the columns);
 * `loadMore` asks for the next page. An unattributed order offers Credit to Ambassador, a credited one Undo Credit.
 */
export function OrdersTable({
  orders,
  empty,
  loading,
  busy,
  loadMore,
  ...actions
}: {
  orders: AdminOrder[];
  empty: ReactNode;
  loading: boolean;
  /** The orders shown are the last search's, and the one typed since is on its way. */
  busy: boolean;
  loadMore: DataTableLoadMore;
} & OrderCreditActions) {
  const { onCredit, onUndoCredit } = actions;
  const tableColumns = useMemo(() => columns({ onCredit, onUndoCredit }), [onCredit, onUndoCredit]);
  return (
    <DataTable
      label="Orders"
      columns={tableColumns}
      rows={orders}
      getRowId={(order) => order.id}
      loading={loading}
      busy={busy}
      loadingLabel="Loading orders"
      empty={empty}
      loadMore={loadMore}
    />
  );
}
