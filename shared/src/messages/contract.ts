import * as z from 'zod';
import { defineRoute } from '../contracts/contract';
import { messageSchema } from './messages';
import { sendMessageSchema, sentMessageSchema } from './send-message';
import { idText } from '../platform/text';

const ambassadors = ['student', 'fundraising_ambassador'] as const;

/** /messages: the caller's messages, direct and broadcast, newest first. */
export const listMyMessages = defineRoute({
  method: 'GET',
  path: '/api/me/messages',
  access: ambassadors,
  response: z.object({ messages: z.array(messageSchema) }),
});

/** Opening a message marks it read (once; later opens keep the first time). */
export const markMessageRead = defineRoute({
  method: 'POST',
  path: '/api/me/messages/{message_id}/read',
  access: ambassadors,
  params: z.object({ message_id: idText('Message is required', 'Message') }),
  response: messageSchema,
  errors: { notFound: 'Message not found' },
});

/** Send Message: to one ambassador, or a broadcast to the students of an audience. */
export const sendMessage = defineRoute({
  method: 'POST',
  path: '/api/admin/messages',
  access: ['admin'],
  audit: 'message.sent',
  body: sendMessageSchema,
  response: sentMessageSchema,
  status: 201,
  errors: { recipientNotFound: 'Please select an ambassador' },
});

/** Message History: what admins sent, newest first. */
export const listSentMessages = defineRoute({
  method: 'GET',
  path: '/api/admin/messages',
  access: ['admin'],
  response: z.object({ messages: z.array(sentMessageSchema) }),
});
