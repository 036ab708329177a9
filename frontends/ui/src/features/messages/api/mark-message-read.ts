import { messages } from '@app/shared/contracts';
import type { Message } from '@app/shared/messages';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { myMessagesKey } from './list-my-messages';

/** Marks one of the caller's messages read; the server keeps the first read time. */
export function markMessageRead(messageId: string) {
  return api(messages.markMessageRead, { params: { message_id: messageId } });
}

/** Marks a message read, puts the server's copy in the cached inbox at once, then revalidates the inbox. */
export function useMarkMessageRead() {
  const { mutate } = useSWRConfig();
  return async (messageId: string) => {
    const read = await markMessageRead(messageId);
    await mutate<Message[]>(myMessagesKey, (inbox) => inbox?.map((message) => (message.id === read.id ? read : message)));
    return read;
  };
}
