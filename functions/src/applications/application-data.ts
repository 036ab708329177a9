import type { CampaignApplication } from '@app/shared/contracts/applications';
import { putItem } from '#lib/table';

/**
 * Application entity (spec part 1, section 3 `campaign_applications`). Keys:
 * - pk APPLICATION#<id>, sk APPLICATION
 * - gsi2pk APPLICATIONS, gsi2sk <created_at>#<id>: every application, newest first (admin review)
 */
export const applicationKeys = {
  primary: (applicationId: string) => ({ pk: `APPLICATION#${applicationId}`, sk: 'APPLICATION' }),
  byCreation: (createdAt: string, applicationId: string) => ({ gsi2pk: 'APPLICATIONS', gsi2sk: `${createdAt}#${applicationId}` }),
};

export async function putNewApplication(application: CampaignApplication): Promise<void> {
  await putItem({
    Item: {
      ...applicationKeys.primary(application.id),
      ...applicationKeys.byCreation(application.created_at, application.id),
      ...application,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
}
