import type { AdminOrderDetail } from '@app/shared/orders';
import { orders } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** An order's page: its lines, what it credited to whom and why, its refunds, flag and history. */
export function getAdminOrder(orderId: string): Promise<AdminOrderDetail> {
  return api(orders.getAdminOrder, { params: { orderId } });
}

export function useAdminOrder(orderId: string) {
  return useSWR<AdminOrderDetail, Error>(['admin', 'order', orderId], () => getAdminOrder(orderId));
}
