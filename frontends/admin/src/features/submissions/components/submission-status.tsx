import type { SubmissionFilter } from '@app/shared/admin';
import { OBJECTIVE_STATUS_LABELS, type ObjectiveStatus } from '@app/shared/objectives';
import { Badge } from '@app/ui';
import type { ComponentProps } from 'react';

type ReviewedStatus = Exclude<SubmissionFilter, 'all'>;

/** The filter's choices (spec part 2, section 2), Pending Review first: the review queue. */
export const SUBMISSION_FILTER_OPTIONS: { value: SubmissionFilter; label: string }[] = [
  { value: 'submitted', label: 'Pending Review' },
  { value: 'approved', label: 'Approved' },
  { value: 'needs_revision', label: 'Rejected' },
  { value: 'all', label: 'All Submissions' },
];

/** A submission's badge says what the filter calls it, so Rejected lists Rejected badges. */
const reviewLooks: Record<ReviewedStatus, { label: string; variant: ComponentProps<typeof Badge>['variant'] }> = {
  submitted: { label: 'Pending Review', variant: 'warning' },
  approved: { label: 'Approved', variant: 'success' },
  needs_revision: { label: 'Rejected', variant: 'destructive' },
};

const isReviewedStatus = (status: ObjectiveStatus): status is ReviewedStatus => status in reviewLooks;

export function SubmissionStatusBadge({ status }: { status: ObjectiveStatus }) {
  if (!isReviewedStatus(status)) return <Badge variant="outline">{OBJECTIVE_STATUS_LABELS[status]}</Badge>;
  const { label, variant } = reviewLooks[status];
  return <Badge variant={variant}>{label}</Badge>;
}
