import { organizationDonation } from '@app/shared/leaderboard';
import { formatCount, formatDollars } from '@app/shared/money';
import { CopyButton, PageHeader, StatCard, useMyTotals, useProfile } from '@app/ui';
import { Heart, LoaderCircle, ShoppingCart, Tag } from 'lucide-react';
import { useEffect } from 'react';
import { useCampaign } from '../../../api/get-campaign';
import { CampaignCard } from './campaign-card';
import { ProgressCard } from './progress-card';
import { ShopLinkCard } from './shop-link-card';

/** /fundraiser/dashboard (spec part 1, section 2.11): progress toward the goal, the campaign, sales and the shop link, kept live. */
export function DashboardPage() {
  const { campaign_id: campaignId, personal_code: code, shop_link: shopLink } = useProfile();
  const totals = useMyTotals();
  const campaign = useCampaign(campaignId);

  // Spec part 1, section 8: the portal only logs load failures; the page shows zeros instead.
  useEffect(() => {
    if (totals.error) console.error('Could not load your totals', totals.error);
  }, [totals.error]);
  useEffect(() => {
    if (campaign.error) console.error('Could not load your campaign', campaign.error);
  }, [campaign.error]);

  const header = <PageHeader title="Dashboard" description="Track your fundraising progress and performance" />;
  if (totals.isLoading || campaign.isLoading) {
    return (
      <div className="grid min-w-0 gap-6">
        {header}
        <p role="status" className="flex min-h-[40vh] items-center justify-center gap-2 text-muted-foreground">
          <LoaderCircle aria-hidden className="size-5 animate-spin" />
          Loading dashboard...
        </p>
      </div>
    );
  }

  const sold = totals.data?.units_sold ?? 0;
  const donation = organizationDonation(sold);

  return (
    <div className="grid min-w-0 gap-6">
      {header}
      <div className="grid gap-6 lg:grid-cols-2">
        <ProgressCard sold={sold} />
        {campaign.data && <CampaignCard campaign={campaign.data} />}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard label="Total Sales" value={formatCount(sold)} caption="Shirts sold through your link" icon={ShoppingCart} />
        <StatCard
          label="Organization Donation"
          value={formatDollars(donation)}
          caption={sold === 0 ? 'Start sharing to help your organization' : 'Generated for your organization'}
          icon={Heart}
        />
        <StatCard label="Personal Code" value={code ?? 'Not Set'} icon={Tag} className="sm:col-span-2 lg:col-span-1">
          {code && <CopyButton value={code} label="Copy Code" copiedToast="Code copied!" size="sm" className="w-fit" />}
        </StatCard>
      </div>
      {shopLink && <ShopLinkCard shopLink={shopLink} code={code} />}
    </div>
  );
}
