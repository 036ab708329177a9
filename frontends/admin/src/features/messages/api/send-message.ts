import { messages, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { sentMessagesKey } from './list-sent-messages';

type OutgoingMessage = RouteInput<typeof messages.sendMessage>['body'];

/** Sends to one ambassador, or broadcasts to an audience; answers the message as the history lists it. */
export function sendMessage(body: OutgoingMessage) {
  return api(messages.sendMessage, { body });
}

/** Sends, then reloads the history the message now heads. */
export function useSendMessage() {
  const { mutate } = useSWRConfig();
  return async (body: OutgoingMessage) => {
    const sent = await sendMessage(body);
    void mutate(sentMessagesKey);
    return sent;
  };
}
