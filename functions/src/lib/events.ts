import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { EventContract, EventDetail } from '@app/shared/contracts';
import { eventBridge } from './clients';
import { env } from './env';

/**
 * Puts one event on the programme's bus: the detail is checked against its contract first, so a
 * consumer never receives what its schema would refuse. Throws when EventBridge refuses the entry.
 */
export async function publish<E extends EventContract>(event: E, detail: EventDetail<E>): Promise<void> {
  const { FailedEntryCount, Entries } = await eventBridge().send(
    new PutEventsCommand({
      Entries: [
        {
          EventBusName: env().EVENT_BUS_NAME,
          Source: event.source,
          DetailType: event.detailType,
          Detail: JSON.stringify(event.detail.parse(detail)),
        },
      ],
    }),
  );
  if (FailedEntryCount) throw new Error(`PutEvents refused ${event.detailType}: ${Entries?.[0]?.ErrorCode} ${Entries?.[0]?.ErrorMessage}`);
}
