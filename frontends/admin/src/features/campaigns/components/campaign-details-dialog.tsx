import type { AdminCampaign, CampaignDetail } from '@app/shared/campaigns';
import { formatCount, formatDollars } from '@app/shared/platform';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  EarnedBadges,
  LoadFailed,
  SkeletonRows,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  formatDay,
} from '@app/ui';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAdminCampaign } from '../api/get-admin-campaign';
import { dateRange, isScheduled } from '../campaign-display';
import { CampaignCodeNote } from './campaign-code-note';
import { CampaignStatusBadge } from './status-badges';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

function MembersTable({ members }: { members: CampaignDetail['members'] }) {
  if (members.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-6 text-center text-muted-foreground">
        <Users aria-hidden className="size-8" />
        <p>No members have joined this campaign yet</p>
      </div>
    );
  }
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Rank</TableHead>
          <TableHead>Name</TableHead>
          <TableHead className="text-right">Shirts</TableHead>
          <TableHead className="text-right">Sales</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {members.map((member) => (
          <TableRow key={member.member_user_id}>
            <TableCell className="tabular-nums">{member.rank}</TableCell>
            <TableCell className="whitespace-normal wrap-anywhere">
              <span className="mr-2">
                {member.first_name} {member.last_name}
              </span>
              <EarnedBadges shirts={member.badges} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(member.units_sold)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatDollars(member.total_sales)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Details({ detail }: { detail: CampaignDetail }) {
  const { campaign, members } = detail;
  return (
    <div className="grid min-w-0 gap-5 text-sm">
      {campaign.description && <p className="wrap-anywhere whitespace-pre-wrap text-muted-foreground">{campaign.description}</p>}
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact term="Status">
          <CampaignStatusBadge status={campaign.status} scheduled={isScheduled(campaign)} />
        </Fact>
        <Fact term="Dates">{dateRange(campaign)}</Fact>
        <Fact term="Contact Email">{campaign.contact_email ?? '—'}</Fact>
        <Fact term="Contact Phone">{campaign.contact_phone ?? '—'}</Fact>
        <Fact term="Target">{campaign.target_amount === null ? 'No target' : formatDollars(campaign.target_amount)}</Fact>
        <Fact term="Created">{formatDay(campaign.created_at)}</Fact>
        {campaign.campaign_code && (
          <Fact term="Campaign Code">
            <span className="font-mono">{campaign.campaign_code}</span>
            <CampaignCodeNote />
          </Fact>
        )}
      </dl>
      <section aria-labelledby="campaign-totals" className="grid gap-2">
        <h3 id="campaign-totals" className="font-semibold">
          Totals
        </h3>
        <dl className="grid grid-cols-2 gap-3 rounded-md bg-muted/50 p-3 sm:grid-cols-3">
          <Fact term="Members">{formatCount(campaign.figures.members)}</Fact>
          <Fact term="Shirts Sold">{formatCount(campaign.figures.units_sold)}</Fact>
          <Fact term="Total Sales">{formatDollars(campaign.figures.total_sales)}</Fact>
          <Fact term="Organization Fund">{formatDollars(campaign.figures.donated_to_org)}</Fact>
          <Fact term="Environmental Donations">{formatDollars(campaign.figures.donated_to_environment)}</Fact>
        </dl>
      </section>
      <section aria-labelledby="campaign-members" className="grid min-w-0 gap-2">
        <h3 id="campaign-members" className="font-semibold">
          Members
        </h3>
        <MembersTable members={members} />
      </section>
    </div>
  );
}

function CampaignDetails({ campaignId }: { campaignId: string }) {
  const { data, error, mutate } = useAdminCampaign(campaignId);
  if (error) return <LoadFailed message="Failed to load the campaign's details" onRetry={() => void mutate()} />;
  if (!data) return <SkeletonRows label="Loading the campaign's details" rows={3} rowClassName="h-16" />;
  return <Details detail={data} />;
}

/** A campaign's Details dialog: its dates, contact, target, own code and totals, and its members ranked by shirts sold. */
export function CampaignDetailsDialog({ campaign, onClose }: { campaign: AdminCampaign | null; onClose: () => void }) {
  return (
    <Dialog open={campaign !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Campaign Details</DialogTitle>
          <DialogDescription>
            {campaign ? `${campaign.campaign_name} · ${campaign.school_name}` : 'The campaign, its totals and its members.'}
          </DialogDescription>
        </DialogHeader>
        {campaign && <CampaignDetails campaignId={campaign.id} />}
      </DialogContent>
    </Dialog>
  );
}
