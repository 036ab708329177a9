import { randomInt } from 'node:crypto';
import { passcodeSchema, type Passcode } from '@app/shared/campaigns';
import { auditWrites, changed } from '#lib/audit';
import { getItem, parseItem, queryAll, transact, TransactionCancelled, updateItem, type Item, type TransactItem } from '#lib/table';
import { campaignKeys } from './campaign-data';
import { campaignStatsUpdates } from './campaign-stats';

/** A campaign passcode (spec part 2, section 3 `campaign_passcodes`). */
export type CampaignPasscode = Passcode;

/**
 * Passcode entity. Keys:
 * - pk CAMPAIGN#<campaignId>, sk PASSCODE#<id>: beside its campaign (a campaign's passcodes, one Query)
 * - gsi2pk PASSCODES, gsi2sk <created_at>#<id>: every passcode, newest first
 * Its value claim, pk CAMPAIGN#<campaignId>, sk PASSCODEVALUE#<PASSCODE>, is written with it
 * (`attribute_not_exists`), so a campaign never holds the same passcode twice, whatever the case.
 */
export const passcodeKeys = {
  primary: (campaignId: string, passcodeId: string) => ({ pk: campaignKeys.primary(campaignId).pk, sk: `PASSCODE#${passcodeId}` }),
  all: (createdAt = '', passcodeId = '') => ({ gsi2pk: 'PASSCODES', gsi2sk: `${createdAt}#${passcodeId}` }),
  value: (campaignId: string, passcode: string) => ({
    pk: campaignKeys.primary(campaignId).pk,
    sk: `PASSCODEVALUE#${passcode.trim().toUpperCase()}`,
  }),
};

const toPasscode = (item: Item): CampaignPasscode => parseItem(passcodeSchema, item);

/** A new passcode and its value claim; either fails its condition when taken. */
export function newPasscodeWrites(passcode: CampaignPasscode): TransactItem[] {
  return [
    {
      Put: {
        Item: {
          ...passcodeKeys.primary(passcode.campaign_id, passcode.id),
          ...passcodeKeys.all(passcode.created_at, passcode.id),
          ...passcode,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        Item: { ...passcodeKeys.value(passcode.campaign_id, passcode.passcode), passcode_id: passcode.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

/** Writes a new passcode (seed, tests), counted when active; fails when the campaign has that passcode already. */
export async function putPasscode(passcode: CampaignPasscode): Promise<void> {
  await transact([...newPasscodeWrites(passcode), ...campaignStatsUpdates({ activePasscodes: passcode.is_active ? 1 : 0 })]);
}

/** One passcode of a campaign. */
export async function getPasscode(campaignId: string, passcodeId: string, consistent = false): Promise<CampaignPasscode | undefined> {
  const item = await getItem(passcodeKeys.primary(campaignId, passcodeId), { consistent });
  return item ? toPasscode(item) : undefined;
}

/** Every passcode of a campaign. */
export async function listPasscodes(campaignId: string): Promise<CampaignPasscode[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': campaignKeys.primary(campaignId).pk, ':prefix': 'PASSCODE#' },
  });
  return items.map(toPasscode);
}

/** The Update that retires an active passcode; its condition fails for one that is inactive or missing. */
export function retirePasscodeWrite(campaignId: string, passcodeId: string): TransactItem {
  return {
    Update: {
      Key: passcodeKeys.primary(campaignId, passcodeId),
      UpdateExpression: 'SET is_active = :inactive',
      ConditionExpression: 'is_active = :active',
      ExpressionAttributeValues: { ':inactive': false, ':active': true },
    },
  };
}

/**
 * Deactivates a passcode (already inactive is fine), counting it out of the active passcodes in the same
 * transaction, on the condition that it was active; undefined when there is none. An admin's deactivation is
 * audited in it (its id and state; one already inactive changes nothing and records nothing).
 */
export async function setPasscodeInactive(campaignId: string, passcodeId: string): Promise<CampaignPasscode | undefined> {
  try {
    await transact([
      retirePasscodeWrite(campaignId, passcodeId),
      ...campaignStatsUpdates({ activePasscodes: -1 }),
      ...auditWrites({ subjectType: 'passcode', subjectId: passcodeId, changes: [changed('is_active', true, false)] }),
    ]);
  } catch (error) {
    // Inactive already (nothing to count out), or missing: the read below tells which.
    if (!(error instanceof TransactionCancelled && error.conditionFailedAt(0))) throw error;
  }
  return getPasscode(campaignId, passcodeId, true);
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

// No 0/O, 1/I/L: a passcode is read aloud and copied by hand.
const UNAMBIGUOUS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A passcode nobody has to think of: the school's acronym and six random characters, e.g. HHS-7KQ2MX. */
export function generatedPasscode(schoolAcronym: string): string {
  const prefix =
    schoolAcronym
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 10) || 'CAMPAIGN';
  const suffix = Array.from({ length: 6 }, () => UNAMBIGUOUS[randomInt(UNAMBIGUOUS.length)]).join('');
  return `${prefix}-${suffix}`;
}
