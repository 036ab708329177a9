import type { AdminOrder } from '@app/shared/admin-orders';
import { formatDollars } from '@app/shared/money';
import { Badge, formatDate, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@app/ui';
import type { ComponentProps } from 'react';

type BadgeVariant = ComponentProps<typeof Badge>['variant'];

const STATUS: Record<AdminOrder['status'], { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'warning' },
  paid: { label: 'Paid', variant: 'success' },
  partially_refunded: { label: 'Partially refunded', variant: 'secondary' },
  refunded: { label: 'Refunded', variant: 'outline' },
  cancelled: { label: 'Cancelled', variant: 'destructive' },
};

/** Who an order is attributed to: the ambassador's name, or Unattributed when its code matched nobody. */
function ambassadorNameOf(order: AdminOrder): string {
  if (order.ambassador) return `${order.ambassador.first_name} ${order.ambassador.last_name}`.trim();
  return order.student_user_id ? 'Former ambassador' : 'Unattributed';
}

/** The orders table; it scrolls sideways on a narrow screen rather than squeezing its columns. */
export function OrdersTable({ orders }: { orders: AdminOrder[] }) {
  return (
    <Table aria-label="Orders" className="min-w-[56rem]">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Order</TableHead>
          <TableHead>Ambassador</TableHead>
          <TableHead>Code</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead className="text-right">Commission</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id}>
            <TableCell className="whitespace-nowrap">{order.order_date ? formatDate(order.order_date) : '–'}</TableCell>
            <TableCell className="font-medium">{order.order_reference || order.id}</TableCell>
            <TableCell className="min-w-48 whitespace-normal wrap-anywhere">
              <span className={order.ambassador ? 'grid' : 'text-muted-foreground'}>
                <span>{ambassadorNameOf(order)}</span>
                {order.ambassador && <span className="text-xs break-all text-muted-foreground">{order.ambassador.email}</span>}
              </span>
            </TableCell>
            <TableCell className="font-mono">
              <span className="block max-w-48 truncate" title={order.discount_code ?? undefined}>
                {order.discount_code ?? '–'}
              </span>
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatDollars(order.order_amount)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatDollars(order.commission_amount)}</TableCell>
            <TableCell>
              <Badge variant={STATUS[order.status].variant}>{STATUS[order.status].label}</Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
