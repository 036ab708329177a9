import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import type { EventContract, EventDetail } from '@app/shared/contracts';
import { eventBridge } from './clients';
import { env } from './env';
import { logger } from './observability';

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

const ANNOUNCE_ATTEMPTS = 3;
const ANNOUNCE_BACKOFF_MS = 100;

/**
 * Publishes an event about a change already committed: a few attempts, then a loud log and no error.
 * Answering a failure for a write that happened would have the caller repeat it (a second message, a
 * second submission); what is lost is what the event's consumers would have done (an e-mail, a leaderboard
 * name), which the log names so an operator can act on it.
 */
export async function announce<E extends EventContract>(event: E, detail: EventDetail<E>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await publish(event, detail);
      return;
    } catch (error) {
      if (attempt >= ANNOUNCE_ATTEMPTS) {
        logger.error('Committed, but the event could not be published: its consumers will not run for it', {
          detailType: event.detailType,
          detail,
          error,
        });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, ANNOUNCE_BACKOFF_MS * attempt));
    }
  }
}
