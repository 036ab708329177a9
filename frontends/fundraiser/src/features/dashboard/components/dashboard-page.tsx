import { organizationDonation } from '@app/shared/leaderboards';
import { formatCount, formatDollars } from '@app/shared/platform';
import { CopyButton, EarningsFigures, LinkStatsCard, PageHeader, QrCodeCard, StatCard, useMyTotals, useProfile } from '@app/ui';
import { Heart, LoaderCircle, Shirt, Tag } from 'lucide-react';
import { useEffect } from 'react';
import { useCampaign } from '../../../api/get-campaign';
import { useCampaignLeaderboard } from '../../leaderboard/api/get-campaign-leaderboard';
import { CampaignCard } from './campaign-card';
import { ProgressCard } from './progress-card';
import { ShareCardDownload } from './share-card-download';
import { ShopLinkCard } from './shop-link-card';

/**
 * /fundraiser/dashboard (spec part 1, section 2.11): progress toward the goal, the campaign and its progress
 * toward the target, shirts sold, their commission (pending in the hold and payable apart), the shop link and its
 * QR code, kept live. The campaign's totals come with its leaderboard (one read, shared with the Leaderboard page).
 * What to share comes first (issue 45): the link, its QR code and the share card, then the figures; on a
 * phone one under the other, on a wide screen the QR code beside the link and the share card.
 */
export function DashboardPage() {
  const { campaign_id: campaignId, personal_code: code, shop_link: shopLink } = useProfile();
  const totals = useMyTotals();
  const campaign = useCampaign(campaignId);
  const campaignTotals = useCampaignLeaderboard(campaign.data ? campaignId : null);

  // Spec part 1, section 8: the portal only logs load failures; the page shows zeros instead.
  useEffect(() => {
    if (totals.error) console.error('Could not load your totals', totals.error);
  }, [totals.error]);
  useEffect(() => {
    if (campaign.error) console.error('Could not load your campaign', campaign.error);
  }, [campaign.error]);
  useEffect(() => {
    if (campaignTotals.error) console.error("Could not load your campaign's totals", campaignTotals.error);
  }, [campaignTotals.error]);

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
      {(shopLink || campaign.data) && (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          {shopLink && <ShopLinkCard shopLink={shopLink} />}
          {shopLink && code && (
            <div className="grid lg:col-start-2 lg:row-span-2 lg:row-start-1">
              <QrCodeCard code={code} />
            </div>
          )}
          {campaign.data && <ShareCardDownload campaign={campaign.data} />}
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <ProgressCard totals={totals.data} />
        {campaign.data && <CampaignCard campaign={campaign.data} raised={campaignTotals.data?.totals.total_donated_to_org} code={code} />}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {/* The spec calls this figure Total Sales, but it counts shirts, not money: it is labelled as what it counts. */}
        <StatCard label="Shirts Sold" value={formatCount(sold)} caption="Shirts sold through your link" icon={Shirt} />
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
      {code && <EarningsFigures />}
      {code && <LinkStatsCard />}
    </div>
  );
}
