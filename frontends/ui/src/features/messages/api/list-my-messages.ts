import { messages } from '@app/shared/contracts';
import type { Message } from '@app/shared/messages';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** The signed-in ambassador's messages, direct and broadcast, newest first. */
export async function listMyMessages() {
  const answer = await api(messages.listMyMessages);
  return answer.messages;
}

export const myMessagesKey = ['me', 'messages'] as const;

export function useMyMessages() {
  return useSWR<Message[], Error>(myMessagesKey, listMyMessages);
}

export const unreadCountOf = (inbox: readonly Message[]) => inbox.filter((message) => message.read_at === null).length;

/**
 * How many of the signed-in ambassador's messages are unread, undefined until the inbox loads. It reads
 * the inbox's cache, so the sidebar and the Messages page agree, and opening a message lowers both.
 */
export function useUnreadMessageCount(): number | undefined {
  const { data: inbox } = useMyMessages();
  return inbox && unreadCountOf(inbox);
}
