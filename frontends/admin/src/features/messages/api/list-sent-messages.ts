import type { SentMessage } from '@app/shared/messages';
import { messages } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** Message History: what admins sent, newest first, with the audience or recipient and how many received it. */
export async function listSentMessages(): Promise<SentMessage[]> {
  return (await api(messages.listSentMessages)).messages;
}

export const sentMessagesKey = ['admin', 'messages'] as const;

export function useSentMessages() {
  return useSWR<SentMessage[], Error>(sentMessagesKey, listSentMessages);
}
