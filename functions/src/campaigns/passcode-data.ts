import * as z from 'zod';
import { parseItem, putItem, queryAll, updateItem } from '#lib/table';
import { campaignKeys } from './campaign-data';

/** A campaign passcode (spec part 2, section 3 `campaign_passcodes`). */
export const campaignPasscodeSchema = z.object({
  id: z.string(),
  campaign_id: z.string(),
  passcode: z.string(),
  is_active: z.boolean(),
  usage_count: z.number(),
  created_at: z.string(),
});
export type CampaignPasscode = z.infer<typeof campaignPasscodeSchema>;

/** Passcode entity: pk CAMPAIGN#<campaignId>, sk PASSCODE#<id>, beside its campaign. */
export const passcodeKeys = {
  primary: (campaignId: string, passcodeId: string) => ({ pk: campaignKeys.primary(campaignId).pk, sk: `PASSCODE#${passcodeId}` }),
};

export async function putPasscode(passcode: CampaignPasscode): Promise<void> {
  await putItem({ Item: { ...passcodeKeys.primary(passcode.campaign_id, passcode.id), ...passcode } });
}

/** Every passcode of a campaign. */
export async function listPasscodes(campaignId: string): Promise<CampaignPasscode[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': campaignKeys.primary(campaignId).pk, ':prefix': 'PASSCODE#' },
  });
  return items.map((item) => parseItem(campaignPasscodeSchema, item));
}

/** Counts a member who joined with this passcode. */
export async function countPasscodeUse(campaignId: string, passcodeId: string): Promise<void> {
  await updateItem({
    Key: passcodeKeys.primary(campaignId, passcodeId),
    UpdateExpression: 'ADD usage_count :one',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':one': 1 },
  });
}
