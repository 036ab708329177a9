import { defineDomain } from '#lib/domain';
import { messageRoutes } from './routes';

/** Messages from admins to ambassadors: direct, or broadcast to a segment. */
export const messagesDomain = defineDomain({ name: 'messages', routes: messageRoutes, consumers: [] });

export { eraseDirectMessagesTo, listInbox } from './message-data';
