import * as z from 'zod';
import { messageSchema } from '../messages/messages';
import { submissionSchema } from '../objectives/objectives';
import { orderSchema } from '../orders/order';
import { myEarningsAndPayoutsSchema } from '../payouts/member-payouts';
import { profileSchema } from '../profiles/profile';

/**
 * A member's own data, as Download my data saves it (issue 44, part 4): their profile, their submissions with
 * a short-lived link to each uploaded file, the messages sent to them, every order credited to them and
 * their earnings with every payout made to them.
 */
export const myDataExportSchema = z.object({
  exported_at: z.string(),
  profile: profileSchema,
  submissions: z.array(submissionSchema),
  messages: z.array(messageSchema),
  credited_orders: z.array(orderSchema),
  /** Their earnings, every payout made to them (its method, amount, day and state) and how they are paid. */
  payouts: myEarningsAndPayoutsSchema,
});

export type MyDataExport = z.infer<typeof myDataExportSchema>;

/** What a member types to confirm Delete my account: the one word, exactly. */
export const DELETE_CONFIRMATION = 'DELETE';

export const deleteConfirmationMessage = `Type ${DELETE_CONFIRMATION} to confirm that the account is deleted for good.`;

export const deleteMeSchema = z.object({ confirm: z.literal(DELETE_CONFIRMATION, { error: deleteConfirmationMessage }) });

export type DeleteMeInput = z.infer<typeof deleteMeSchema>;

/** The file name Download my data saves under. */
export const myDataFileName = (exportedAt: string) => `my-data-${exportedAt.slice(0, 10)}.json`;
