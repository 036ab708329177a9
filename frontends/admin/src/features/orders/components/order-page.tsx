import { LINK_SOURCE_LABELS } from '@app/shared/links';
import {
  CREDIT_REASON_TEXT,
  FLAG_REASON_LABELS,
  STORE_EVENT_LABELS,
  type AdminOrderDetail,
  type CreditReason,
  type OrderHistoryEntry,
} from '@app/shared/orders';
import { CLIMATE_DONATION_PER_SHIRT, formatCount, formatDollars, ORGANIZATION_DONATION_PER_SHIRT } from '@app/shared/platform';
import { Badge, Card, CardContent, CardHeader, formatDate, formatDateTime, LoadFailed, PageHeader, PageLoader } from '@app/ui';
import { ApiError, NetworkError } from '@app/ui/api';
import { Link, useParams } from '@app/ui/router';
import { ArrowLeft } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useAdminOrder } from '../api/get-admin-order';
import { ambassadorNameOf, ORDER_STATUS_BADGES } from './orders-table';

const LOAD_FAILED = 'Failed to fetch the order';

/**
 * /admin/orders/:orderId: one order, as Codes & Orders' rows open it: what the store sent (its lines, their
 * discounts, refunds and edits), what it credited and to whom (the ambassador's commission, the organization's
 * $5 a shirt to their campaign, the climate $1 a shirt) and why, its flag, and its history.
 */
export function OrderPage() {
  const orderId = useParams().orderId ?? '';
  const { data, error, mutate } = useAdminOrder(orderId);
  if (data) return <OrderDetail order={data} />;
  // The API says what is wrong with the address: no such order, or an id that is none.
  if (error instanceof ApiError && !(error instanceof NetworkError) && error.status < 500) {
    return (
      <OrderFrame title="Order">
        <p role="alert">{error.message}</p>
      </OrderFrame>
    );
  }
  if (error) {
    return (
      <OrderFrame title="Order">
        <LoadFailed message={LOAD_FAILED} onRetry={() => void mutate()} />
      </OrderFrame>
    );
  }
  return <PageLoader label="Loading order" />;
}

function OrderFrame({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-6">
      <Link
        to="/admin/codes-orders"
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Codes & Orders
      </Link>
      <PageHeader title={title} description={description} />
      {children}
    </div>
  );
}

/** A card of the page, a region named by its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <Card className="h-full min-w-0 gap-4">
        <CardHeader>
          <h2 id={headingId} className="leading-none font-semibold">
            {title}
          </h2>
        </CardHeader>
        <CardContent className="min-w-0">{children}</CardContent>
      </Card>
    </section>
  );
}

/** Label and value pairs, one column on a phone and two from a tablet up. */
function Facts({ facts }: { facts: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label} className="grid min-w-0 content-start gap-0.5">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How the order reached its ambassador. */
function attributionOf(order: AdminOrderDetail): string {
  switch (order.attributed_by) {
    case 'admin':
      return order.credit
        ? `Credited by ${order.credit.by_name} on ${formatDate(order.credit.at)}: ${order.credit.reason}`
        : 'Credited by an admin';
    case 'link':
      return `Their tracked link${order.link_source ? ` (shared on ${LINK_SOURCE_LABELS[order.link_source]})` : ''}`;
    case 'code':
      return `Their code ${order.discount_code ?? ''}`.trim();
    default:
      return 'Nobody: no ambassador’s code or link matched it';
  }
}

function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const status = ORDER_STATUS_BADGES[order.status];
  const reference = order.order_reference || order.id;
  return (
    <OrderFrame title={`Order ${reference}`} description={order.order_date ? formatDateTime(order.order_date) : undefined}>
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <Section title="Summary">
          <Facts
            facts={[
              [
                'Status',
                <span key="status" className="flex flex-wrap gap-1">
                  <Badge variant={status.variant}>{status.label}</Badge>
                  {order.flag && order.flag.status !== 'cleared' && (
                    <Badge variant={order.flag.status === 'held' ? 'warning' : 'outline'}>
                      {order.flag.status === 'held' ? 'Flagged' : 'Voided'}
                    </Badge>
                  )}
                </span>,
              ],
              ['Store order id', order.id],
              ['Ambassador', order.ambassador ? `${ambassadorNameOf(order)} (${order.ambassador.email})` : ambassadorNameOf(order)],
              ['Attributed by', attributionOf(order)],
              ['Code', order.discount_code ?? '–'],
              ['Customer e-mail', order.buyer_email ?? '–'],
              ['Sales', formatDollars(order.order_amount)],
              ['Paid in all', `${formatDollars(order.gross_amount)} (shipping, taxes and gift cards included)`],
            ]}
          />
        </Section>
        <Credited order={order} />
      </div>
      <Section title="Lines">
        <Lines order={order} />
      </Section>
      {order.flag && (
        <Section title="Flag">
          <Facts
            facts={[
              ['Why', order.flag.reasons.map((reason) => FLAG_REASON_LABELS[reason]).join('; ')],
              ['Flagged', formatDateTime(order.flag.flagged_at)],
              [
                'Decision',
                order.flag.decided_at
                  ? `${order.flag.status === 'voided' ? 'Voided' : 'Cleared'} by ${order.flag.decided_by_name ?? 'an admin'} on ${formatDateTime(order.flag.decided_at)}${order.flag.note ? `: ${order.flag.note}` : ''}`
                  : 'Waiting for an admin',
              ],
            ]}
          />
        </Section>
      )}
      <Section title="History">
        <History entries={order.history} />
      </Section>
    </OrderFrame>
  );
}

/** A share's amount, or why it is nothing. */
function shareText(amount: number, reason: CreditReason): string {
  return reason === 'earned' ? formatDollars(amount) : `${formatDollars(0)}: ${CREDIT_REASON_TEXT[reason]}`;
}

function Credited({ order }: { order: AdminOrderDetail }) {
  const { credited } = order;
  const who = order.ambassador ? ambassadorNameOf(order) : 'No ambassador';
  const rate =
    credited.commission_rate === null
      ? ''
      : ` (${credited.commission_rate}% of ${formatDollars(order.order_amount)}${credited.min_order > 0 ? `, minimum order ${formatDollars(credited.min_order)}` : ''})`;
  const payable = order.matured_at
    ? `Payable since ${formatDate(order.matured_at)}`
    : 'Not payable yet: held until the commission hold passes';
  return (
    <Section title="Credited">
      <Facts
        facts={[
          ['Shirts counted', formatCount(credited.shirts)],
          [
            `Commission to ${who}`,
            `${shareText(credited.commission.amount, credited.commission.reason)}${credited.commission.reason === 'earned' ? rate : ''}`,
          ],
          [
            `Organization, ${formatDollars(ORGANIZATION_DONATION_PER_SHIRT)} a shirt${order.campaign_name ? `, to ${order.campaign_name}` : ''}`,
            shareText(credited.organization.amount, credited.organization.reason),
          ],
          [`Climate, ${formatDollars(CLIMATE_DONATION_PER_SHIRT)} a shirt`, shareText(credited.climate.amount, credited.climate.reason)],
          ['Commission payout', credited.commission.reason === 'earned' ? payable : '–'],
          ['Refunds', order.refund_count === 0 ? 'None' : `${formatCount(order.refund_count)}: the lines show what each took back`],
        ]}
      />
    </Section>
  );
}

function Lines({ order }: { order: AdminOrderDetail }) {
  if (order.lines.length === 0) return <p className="text-muted-foreground">No lines</p>;
  return (
    <ul className="grid gap-3">
      {order.lines.map((line) => (
        <li key={line.id} className="grid gap-2 rounded-lg border p-3">
          <p className="flex flex-wrap items-center gap-2 font-medium wrap-anywhere">
            <span>{line.title}</span>
            {line.shirt && <Badge variant="secondary">Shirt</Badge>}
            {line.gift_card && <Badge variant="outline">Gift card</Badge>}
          </p>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-6">
            <LineFact label="SKU" value={line.sku ?? '–'} />
            <LineFact label="Quantity" value={formatCount(line.quantity)} />
            <LineFact label="Unit price" value={formatDollars(line.unit_price)} />
            <LineFact label="Discount" value={line.discount > 0 ? `−${formatDollars(line.discount)}` : formatDollars(0)} />
            <LineFact label="Subtotal" value={formatDollars(line.subtotal)} />
            <LineFact label="Refunded" value={formatCount(line.refunded_quantity)} />
          </dl>
        </li>
      ))}
    </ul>
  );
}

function LineFact({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="wrap-anywhere">{value}</dd>
    </div>
  );
}

/** What one history entry says happened. */
function historyText(entry: OrderHistoryEntry): string {
  const by = entry.by_name ?? 'an admin';
  const note = entry.note ? `: ${entry.note}` : '';
  switch (entry.event) {
    case 'store':
      return entry.topic ? `${STORE_EVENT_LABELS[entry.topic]} (store event ${entry.topic})` : 'Store event';
    case 'credited':
      return `Credited to an ambassador by ${by}${note}`;
    case 'credit_undone':
      return `Credit undone by ${by}`;
    case 'flagged':
      return 'Flagged for an admin’s decision';
    case 'flag_cleared':
      return `Flag cleared by ${by}${note}`;
    case 'flag_voided':
      return `Voided by ${by}${note}`;
  }
}

function History({ entries }: { entries: OrderHistoryEntry[] }) {
  if (entries.length === 0) return <p className="text-muted-foreground">No history kept</p>;
  return (
    <ol className="grid gap-2">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <time dateTime={entry.at} className="text-sm text-muted-foreground">
            {formatDateTime(entry.at)}
          </time>
          <span className="wrap-anywhere">{historyText(entry)}</span>
        </li>
      ))}
    </ol>
  );
}
