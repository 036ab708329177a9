import * as z from 'zod';
import type { ProgressStage } from '../ambassadors/ambassadors';
import { BROADCAST_AUDIENCES, messageSchema } from './messages';
import { MAX_LENGTH, optionalText, requiredText, tooLong } from '../platform/text';

/** Whether a broadcast audience takes an ambassador at this stage: all, new, active (the assigned stage) or complete. */
export function inAudience(audience: (typeof BROADCAST_AUDIENCES)[number], stage: ProgressStage): boolean {
  return audience === 'all' || (audience === 'active' ? stage === 'assigned' : audience === stage);
}

/** Send Message (spec part 2, section 5): content required after trimming; an individual message needs an ambassador. */
const messageContent = requiredText('Message content is required', 'Message', MAX_LENGTH.longText);

const messageSubject = optionalText('Subject', MAX_LENGTH.shortText);

export const sendMessageSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('individual'),
      to_user_id: z
        .string({ error: 'Please select an ambassador' })
        .trim()
        .min(1, 'Please select an ambassador')
        .max(MAX_LENGTH.id, tooLong('Ambassador', MAX_LENGTH.id)),
      subject: messageSubject,
      content: messageContent,
    }),
    z.object({
      type: z.literal('broadcast'),
      audience: z.enum(BROADCAST_AUDIENCES, { error: 'Choose an audience' }),
      subject: messageSubject,
      content: messageContent,
    }),
  ],
  { error: 'Choose individual or broadcast' },
);

export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** A message in the history: what was sent, to whom (or which audience), and how many received it. */
export const sentMessageSchema = messageSchema.extend({
  audience: z.enum(BROADCAST_AUDIENCES).nullable(),
  recipient_count: z.number().int(),
  /** The recipient of an individual message. */
  recipient_name: z.string().nullable(),
});

export type SentMessage = z.infer<typeof sentMessageSchema>;
