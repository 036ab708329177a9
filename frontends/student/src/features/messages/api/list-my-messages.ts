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
