import fs from 'node:fs';
import path from 'node:path';
import { withRefund, type ShopifyOrderPayload, type ShopifyRefundPayload } from '@app/shared/orders';

/**
 * The orders the store stand-in has sold, one JSON file each under `<stateDir>/store/orders`, as its Admin
 * API answers them (refunds and cancellation included): `npm run store:order` records each order, refund and
 * cancellation it sends a webhook for, and the stand-in's `/_local/orders` records one without a webhook
 * (the delivery Shopify gave up on). The stand-in's orders.json reads them back.
 */
/** An order as the store keeps it: a cancelled one says why. */
export type StoreOrderRecord = Omit<ShopifyOrderPayload, 'cancel_reason'> & { cancel_reason: string | null };

export const storeOrdersDir = (storeDir: string) => path.join(storeDir, 'orders');
const storeDirOf = (stateDir: string) => path.join(stateDir, 'store');

function writeOrder(storeDir: string, order: StoreOrderRecord): void {
  fs.mkdirSync(storeOrdersDir(storeDir), { recursive: true });
  // Written whole then renamed, so a reader never sees half an order.
  const file = path.join(storeOrdersDir(storeDir), `${order.id}.json`);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(order));
  fs.renameSync(`${file}.tmp`, file);
}

function readOrder(storeDir: string, orderId: string): StoreOrderRecord | undefined {
  const file = path.join(storeOrdersDir(storeDir), `${orderId.replace(/\D/g, '')}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as StoreOrderRecord) : undefined;
}

/** Every order in the book (the stand-in's own folder). */
export function storeOrdersIn(storeDir: string): StoreOrderRecord[] {
  const dir = storeOrdersDir(storeDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as StoreOrderRecord);
}

/** Records an order as the store now has it (new, or its later state). */
export function putStoreOrder(storeDir: string, order: StoreOrderRecord): void {
  writeOrder(storeDir, order);
}

/** Records a refund on its order: listed in its refunds, its lines' quantities lowered, its update time moved. Undefined without the order. */
export function putStoreRefund(storeDir: string, refund: ShopifyRefundPayload): StoreOrderRecord | undefined {
  const order = readOrder(storeDir, String(refund.order_id));
  if (!order) return undefined;
  const refunded = {
    ...withRefund({ ...order, cancel_reason: null }, refund, new Date(refund.created_at)),
    cancel_reason: order.cancel_reason,
  };
  writeOrder(storeDir, refunded);
  return refunded;
}

export function rememberStoreOrder(stateDir: string, order: StoreOrderRecord): void {
  putStoreOrder(storeDirOf(stateDir), order);
}

/** An order the stand-in sold, as it was first sent (a refund or cancellation of it names the same lines). */
export function recallStoreOrder(stateDir: string, orderId: string): ShopifyOrderPayload | undefined {
  const order = readOrder(storeDirOf(stateDir), orderId);
  return order ? { ...order, cancel_reason: null } : undefined;
}

export function rememberStoreRefund(stateDir: string, refund: ShopifyRefundPayload): StoreOrderRecord | undefined {
  return putStoreRefund(storeDirOf(stateDir), refund);
}
