import * as z from 'zod';
import { adminOnly, defineRoute } from '../contracts/contract';
import { idText } from '../platform/text';
import {
  adminOrderDetailSchema,
  adminOrderSchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  createCodeSchema,
  createdCodeSchema,
  creditOrderSchema,
  recountInputSchema,
  recountPageSchema,
} from './admin-orders';
import { decideFlagSchema, flaggedOrderSchema, orderFlagsPageSchema, orderFlagsQuerySchema } from './order-flags';

/**
 * The Codes & Orders screen: one page of every order, or of the orders `search` finds (an order number, a
 * store order id, a code, a buyer's e-mail, or the beginning of an ambassador's name or e-mail), newest
 * first, with the three stat cards. A cursor continues only the listing it came from.
 */
export const listAdminOrders = defineRoute({
  method: 'GET',
  path: '/api/admin/orders',
  access: adminOnly,
  query: adminOrdersQuerySchema,
  response: adminOrdersPageSchema,
  errors: { badCursor: 'The page cursor is not valid.' },
});

/** Create Code: gives an ambassador without a code the one the admin chose; its store sync is queued. */
export const createCode = defineRoute({
  method: 'POST',
  path: '/api/admin/codes',
  access: adminOnly,
  audit: 'code.created',
  body: createCodeSchema,
  response: createdCodeSchema,
  status: 201,
  errors: {
    notFound: 'Ambassador not found',
    codeTaken: 'That code is already in use.',
    hasCode: 'This ambassador already has a code.',
  },
});

/**
 * Recount: refolds one page of stored orders with the money rules and settings of now, and moves every
 * total by what changed, in each order's own transaction (safe while orders arrive; a second run changes
 * nothing). `npm run recount` calls it page after page.
 */
export const recountOrders = defineRoute({
  method: 'POST',
  path: '/api/admin/orders/recount',
  access: adminOnly,
  audit: 'orders.recounted',
  body: recountInputSchema,
  response: recountPageSchema,
  errors: { badCursor: 'The page cursor is not valid.' },
});

const orderParams = z.object({ orderId: idText('Order is required', 'Order') });

/** A store order id as the order page's address carries it: the store's letters, digits, '-' and '_'. */
const orderPageParams = z.object({
  orderId: idText('Order is required', 'Order').regex(/^[A-Za-z0-9_-]+$/, 'Order id is not valid'),
});

/** An order's page: its lines, what it credited to whom and why, its refunds, flag and history. */
export const getAdminOrder = defineRoute({
  method: 'GET',
  path: '/api/admin/orders/{orderId}',
  access: adminOnly,
  params: orderPageParams,
  response: adminOrderDetailSchema,
  errors: { notFound: 'Order not found' },
});

/**
 * Credit to Ambassador: an order whose code matched nobody is credited to the ambassador an admin names, with
 * a reason; every total moves in one transaction exactly as if the order had carried their code.
 */
export const creditOrder = defineRoute({
  method: 'POST',
  path: '/api/admin/orders/{orderId}/credit',
  access: adminOnly,
  audit: 'credit.added',
  params: orderParams,
  body: creditOrderSchema,
  response: adminOrderSchema,
  errors: {
    notFound: 'Order not found',
    noOrder: 'This order’s details have not arrived from the store yet.',
    attributed: 'This order is already credited to an ambassador.',
    campaignCode: 'This order was sold with its campaign’s own code: it counts for the campaign, not for an ambassador.',
    notAmbassador: 'Ambassador not found',
  },
});

/** Undo Credit: takes an admin's credit back; every total moves back in one transaction. */
export const undoOrderCredit = defineRoute({
  method: 'DELETE',
  path: '/api/admin/orders/{orderId}/credit',
  access: adminOnly,
  audit: 'credit.undone',
  params: orderParams,
  response: adminOrderSchema,
  errors: { notFound: 'Order not found', notCredited: 'This order was not credited by an admin.' },
});

/** The Flags view: one page of flagged orders, those held for a decision or those decided, newest first. */
export const listOrderFlags = defineRoute({
  method: 'GET',
  path: '/api/admin/order-flags',
  access: adminOnly,
  query: orderFlagsQuerySchema,
  response: orderFlagsPageSchema,
  errors: { badCursor: 'The page cursor is not valid.' },
});

/**
 * Clear or Void a flagged order: cleared, its shirts, sales and commission count for its ambassador and
 * campaign (in one transaction); voided, they never do (and a cleared order voided later moves them back).
 */
export const decideOrderFlag = defineRoute({
  method: 'POST',
  path: '/api/admin/orders/{orderId}/flag',
  access: adminOnly,
  audit: 'flag.decided',
  params: orderParams,
  body: decideFlagSchema,
  response: flaggedOrderSchema,
  errors: {
    notFound: 'Order not found',
    notFlagged: 'This order is not flagged.',
    voided: 'This order was voided; its flag cannot change.',
    alreadyCleared: 'This order was already cleared.',
  },
});

/**
 * Shopify's order and refund webhooks. The body is Shopify's, checked by its HMAC over the raw bytes,
 * so the contract declares no body schema: the route parses it after the signature holds.
 */
export const receiveStoreWebhook = defineRoute({
  method: 'POST',
  path: '/api/webhooks/shopify',
  access: 'public',
  signedBy: 'store',
  response: z.object({ received: z.literal(true), handled: z.boolean() }),
  errors: { badSignature: 'Invalid webhook signature.', notAnOrder: 'The webhook payload is not a store order or refund.' },
});
