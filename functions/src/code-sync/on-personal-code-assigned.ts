import type { EventBridgeEvent } from 'aws-lambda';
import { isAutoSyncEnabled } from '../settings/settings-data';
import type { PersonalCodeAssigned } from './code-sync-events';
import { syncAmbassadorCode } from './code-sync';

/**
 * Sends a newly assigned code to the store when auto-sync on sign-up is on; otherwise it waits, pending,
 * for the sync screen. A store failure is kept on the record, not retried by the bus.
 */
export async function handler(event: EventBridgeEvent<string, PersonalCodeAssigned>): Promise<{ status: string }> {
  if (!(await isAutoSyncEnabled())) return { status: 'pending' };
  const record = await syncAmbassadorCode(event.detail.user_id);
  return { status: record.sync_status };
}
