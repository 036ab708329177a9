import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { eventBridge } from '#lib/clients';
import { env } from '#lib/env';

/** Put when an ambassador gets a personal code; the code sync consumer sends it to the store. */
export const PERSONAL_CODE_ASSIGNED = { source: 'app.profiles', detailType: 'Personal code assigned' } as const;

export interface PersonalCodeAssigned {
  user_id: string;
  personal_code: string;
}

/**
 * Announces a new code. Failing to announce loses nothing: the record stays pending, and the sync
 * screen's Process Pending sends it.
 */
export async function announcePersonalCode(detail: PersonalCodeAssigned): Promise<void> {
  try {
    const { FailedEntryCount } = await eventBridge.send(
      new PutEventsCommand({
        Entries: [{ EventBusName: env.EVENT_BUS_NAME, Source: PERSONAL_CODE_ASSIGNED.source, DetailType: PERSONAL_CODE_ASSIGNED.detailType, Detail: JSON.stringify(detail) }],
      }),
    );
    if (FailedEntryCount) console.warn('Personal code announcement refused; it stays pending', detail);
  } catch (error) {
    console.warn('Personal code announcement failed; it stays pending', detail, error);
  }
}
