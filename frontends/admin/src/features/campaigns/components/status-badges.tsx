import type { CampaignStatus } from '@app/shared/campaigns';
import { Badge } from '@app/ui';
import type { ComponentProps } from 'react';
import type { CampaignApplication } from '../api/list-campaign-applications';

type BadgeLook = { label: string; variant: ComponentProps<typeof Badge>['variant']; className?: string };

/** Spec part 2, section 4: active green, pending yellow, completed blue, cancelled red; each with readable text. */
const campaignLooks: Record<CampaignStatus, BadgeLook> = {
  active: { label: 'Active', variant: 'success' },
  pending: { label: 'Pending', variant: 'warning' },
  completed: { label: 'Completed', variant: 'default', className: 'bg-blue-700 text-white' },
  cancelled: { label: 'Cancelled', variant: 'destructive' },
};

export const CAMPAIGN_STATUS_LABELS = Object.fromEntries(
  Object.entries(campaignLooks).map(([status, look]) => [status, look.label]),
) as Record<CampaignStatus, string>;

/** An active campaign before its start date (issue 45): derived from the dates, so nothing flips it on the day. */
const scheduledLook: BadgeLook = { label: 'Scheduled', variant: 'secondary' };

/** A campaign's status; `scheduled` (see isScheduled) shows an active campaign that has not started yet as Scheduled. */
export function CampaignStatusBadge({ status, scheduled = false }: { status: CampaignStatus; scheduled?: boolean }) {
  const { label, variant, className } = scheduled ? scheduledLook : campaignLooks[status];
  return (
    <Badge variant={variant} className={className}>
      {label}
    </Badge>
  );
}

const applicationLooks: Record<CampaignApplication['status'], BadgeLook> = {
  pending: { label: 'Pending', variant: 'warning' },
  approved: { label: 'Approved', variant: 'success' },
  rejected: { label: 'Rejected', variant: 'destructive' },
};

export function ApplicationStatusBadge({ status }: { status: CampaignApplication['status'] }) {
  const { label, variant } = applicationLooks[status];
  return <Badge variant={variant}>{label}</Badge>;
}
