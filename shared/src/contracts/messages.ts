import * as z from 'zod';
import { messageSchema } from '../messages';
import { idText } from '../text';
import { defineRoute } from './contract';

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
