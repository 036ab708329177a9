import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '#lib/clients';
import { queryAll, TABLE, withoutKeys } from '#lib/table';
import { campaignKeys } from './campaign-data';

/** A campaign passcode (spec part 2, section 3 `campaign_passcodes`). */
export interface CampaignPasscode {
  id: string;
  campaign_id: string;
  passcode: string;
  is_active: boolean;
  usage_count: number;
  created_at: string;
}

/** Passcode entity: pk CAMPAIGN#<campaignId>, sk PASSCODE#<id>, beside its campaign. */
export const passcodeKeys = {
  primary: (campaignId: string, passcodeId: string) => ({ pk: campaignKeys.primary(campaignId).pk, sk: `PASSCODE#${passcodeId}` }),
};

export async function putPasscode(passcode: CampaignPasscode): Promise<void> {
  await db.send(new PutCommand({ TableName: TABLE, Item: { ...passcodeKeys.primary(passcode.campaign_id, passcode.id), ...passcode } }));
}

/** Every passcode of a campaign. */
export async function listPasscodes(campaignId: string): Promise<CampaignPasscode[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': campaignKeys.primary(campaignId).pk, ':prefix': 'PASSCODE#' },
  });
  return items.map((item) => withoutKeys(item) as unknown as CampaignPasscode);
}

/** Counts a member who joined with this passcode. */
export async function countPasscodeUse(campaignId: string, passcodeId: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: passcodeKeys.primary(campaignId, passcodeId),
      UpdateExpression: 'ADD usage_count :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
}
