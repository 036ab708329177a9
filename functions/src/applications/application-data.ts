import { campaignApplicationRecordSchema, type CampaignApplication } from '@app/shared/applications';
import { getItem, nowIso, parseItem, queryAll, transact, type Item, type TransactItem } from '#lib/table';
import { pendingApplicationsUpdate } from '../campaigns';

/**
 * Application entity (spec part 1, section 3 `campaign_applications`). Keys:
 * - pk APPLICATION#<id>, sk APPLICATION
 * - gsi2pk APPLICATIONS, gsi2sk <created_at>#<id>: every application, newest first (admin review)
 * A pending application counts on the campaigns screen (campaigns' pending applications count, moved in
 * the transaction that stores it and in the one that approves or rejects it).
 */
export const applicationKeys = {
  primary: (applicationId: string) => ({ pk: `APPLICATION#${applicationId}`, sk: 'APPLICATION' }),
  byCreation: (createdAt = '', applicationId = '') => ({ gsi2pk: 'APPLICATIONS', gsi2sk: `${createdAt}#${applicationId}` }),
};

export type ReviewedStatus = Exclude<CampaignApplication['status'], 'pending'>;

const toApplication = (item: Item): CampaignApplication => parseItem(campaignApplicationRecordSchema, item);

/** Stores a new application (a pending one counts as pending); fails if the id exists. */
export async function putNewApplication(application: CampaignApplication): Promise<void> {
  await transact([
    {
      Put: {
        Item: {
          ...applicationKeys.primary(application.id),
          ...applicationKeys.byCreation(application.created_at, application.id),
          ...application,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...(application.status === 'pending' ? [pendingApplicationsUpdate(1)] : []),
  ]);
}

/** One application by id; consistent when deciding after a refused review. */
export async function getApplication(applicationId: string, consistent = false): Promise<CampaignApplication | undefined> {
  const item = await getItem(applicationKeys.primary(applicationId), { consistent });
  return item ? toApplication(item) : undefined;
}

/** Every application, newest first (Query gsi2). */
export async function listApplications(): Promise<CampaignApplication[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': applicationKeys.byCreation().gsi2pk },
    ScanIndexForward: false,
  });
  return items.map(toApplication);
}

/**
 * A review's writes: the application leaves pending (its condition: it is still pending) and stops
 * counting as pending. The status change comes first, so a refusal at index 0 means someone else decided.
 */
export function reviewWrites(applicationId: string, status: ReviewedStatus): TransactItem[] {
  return [
    {
      Update: {
        Key: applicationKeys.primary(applicationId),
        UpdateExpression: 'SET #status = :status, reviewed_at = :now',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':pending': 'pending', ':now': nowIso() },
      },
    },
    pendingApplicationsUpdate(-1),
  ];
}
