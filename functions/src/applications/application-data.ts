import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CampaignApplicationFields } from '@app/shared/onboarding';
import { db } from '#lib/clients';
import { TABLE } from '#lib/table';

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

/** An organization's campaign application (spec part 1, section 3 `campaign_applications`). */
export interface CampaignApplication extends CampaignApplicationFields {
  id: string;
  campaign_slug: string;
  status: ApplicationStatus;
  created_at: string;
}

/**
 * Application entity. Keys:
 * - pk APPLICATION#<id>, sk APPLICATION
 * - gsi2pk APPLICATIONS, gsi2sk <created_at>#<id>: every application, newest first (admin review)
 */
export const applicationKeys = {
  primary: (applicationId: string) => ({ pk: `APPLICATION#${applicationId}`, sk: 'APPLICATION' }),
  byCreation: (createdAt: string, applicationId: string) => ({ gsi2pk: 'APPLICATIONS', gsi2sk: `${createdAt}#${applicationId}` }),
};

export async function putNewApplication(application: CampaignApplication): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...applicationKeys.primary(application.id),
        ...applicationKeys.byCreation(application.created_at, application.id),
        ...application,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}
