import { PageHeader } from '@app/ui';

/** /admin/campaigns (spec part 2, section 2). */
export function CampaignsPage() {
  return <PageHeader title="Fundraising Campaigns" />;
}
