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

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { label, variant, className } = campaignLooks[status];
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
