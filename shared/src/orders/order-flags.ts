import * as z from 'zod';
import { MAX_LENGTH, optionalText, tooLong } from '../platform/text';
import { orderAmbassadorSchema } from './admin-orders';
import { orderFlagSchema } from './order-flag';

/** The Flags view and its decisions (the flag itself: order-flag.ts). */

/** One row of the Flags view. */
export const flaggedOrderSchema = z.object({
  order_id: z.string(),
  order_reference: z.string(),
  order_date: z.string(),
  order_amount: z.number(),
  /** The commission it would earn once cleared; held until then. */
  commission_held: z.number(),
  buyer_email: z.string().nullable(),
  ambassador: orderAmbassadorSchema.nullable(),
  flag: orderFlagSchema,
});

export type FlaggedOrder = z.infer<typeof flaggedOrderSchema>;

/** Flags a page of the Flags view holds. */
export const ORDER_FLAGS_PAGE_SIZE = 50;

export const orderFlagsQuerySchema = z.object({
  /** `held`: those waiting for a decision; `decided`: cleared or voided, most recent first. */
  status: z.enum(['held', 'decided']).default('held'),
  cursor: z.string().max(MAX_LENGTH.longText, tooLong('Cursor', MAX_LENGTH.longText)).optional(),
});

export const orderFlagsPageSchema = z.object({ flags: z.array(flaggedOrderSchema), next_cursor: z.string().nullable() });

export type OrderFlagsPage = z.infer<typeof orderFlagsPageSchema>;

/** Clear (its commission and shirts count) or Void (they never do), with an optional note kept with the decision. */
export const decideFlagSchema = z.object({
  decision: z.enum(['clear', 'void'], { error: 'Choose Clear or Void' }),
  note: optionalText('Note', 500),
});

export type DecideFlagInput = z.input<typeof decideFlagSchema>;
