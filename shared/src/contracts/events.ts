import * as z from 'zod';
import { storeWebhookDetailSchema } from '../store-events';
import { defineEvent } from './contract';

/** Every event on the programme's bus. */

/** A verified store delivery (order paid, created or cancelled; refund): the orders domain folds it into totals. */
export const storeWebhookReceived = defineEvent({
  source: 'app.store',
  detailType: 'Store webhook received',
  detail: storeWebhookDetailSchema,
  describe: (detail) =>
    detail.topic === 'refunds/create'
      ? `${detail.topic} ${detail.refund.id} for order ${detail.refund.order_id}`
      : `${detail.topic} for order ${detail.order.name || detail.order.id}`,
});

/** An ambassador got a personal code: the code sync domain sends it to the store. */
export const personalCodeAssigned = defineEvent({
  source: 'app.profiles',
  detailType: 'Personal code assigned',
  detail: z.object({ user_id: z.string(), personal_code: z.string() }),
  describe: (detail) => `code ${detail.personal_code} for user ${detail.user_id}`,
});

/** An ambassador changed their name or organization: the leaderboards domain updates their totals row's display fields. */
export const profileUpdated = defineEvent({
  source: 'app.profiles',
  detailType: 'Profile updated',
  detail: z.object({ user_id: z.string(), first_name: z.string(), last_name: z.string(), school: z.string().nullable() }),
  describe: (detail) => `profile of user ${detail.user_id}`,
});
