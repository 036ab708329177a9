import { messages } from '@app/shared/contracts';
import { NotFound } from '#lib/errors';
import { route } from '#lib/http';
import { sendAdminMessage, sentMessages } from './admin';
import { listInbox, markRead } from './message-data';

/** An ambassador's own messages, direct and broadcast; what admins send, and their history. */
export const messageRoutes = [
  route(messages.listMyMessages, ['table:read'], async ({ caller }) => ({ messages: await listInbox(caller.userId) })),
  route(messages.markMessageRead, ['table:write'], async ({ caller, input }) => {
    const message = await markRead(caller.userId, input.params.message_id);
    if (!message) throw new NotFound(messages.markMessageRead.errors.notFound);
    return message;
  }),
  route(messages.sendMessage, ['table:read', 'table:write', 'events:put'], ({ caller, input }) =>
    sendAdminMessage(caller.userId, input.body),
  ),
  route(messages.listSentMessages, ['table:read'], async () => ({ messages: await sentMessages() })),
];
