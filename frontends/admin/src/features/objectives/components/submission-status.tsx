import type { SubmissionFilter } from '@app/shared/objectives';
import { SUBMISSION_STATUS_LABELS } from '@app/shared/objectives';

/**
 * The filter's choices (spec part 2, section 2), Pending Review first: the review queue. Rejected work
 * is listed under the name the ambassador sees it by, Needs Revision: Reject is the action, Needs
 * Revision the state it leaves the work in, on both sides.
 */
export const SUBMISSION_FILTER_OPTIONS: { value: SubmissionFilter; label: string }[] = [
  { value: 'submitted', label: 'Pending Review' },
  { value: 'approved', label: SUBMISSION_STATUS_LABELS.approved },
  { value: 'needs_revision', label: SUBMISSION_STATUS_LABELS.needs_revision },
  { value: 'all', label: 'All Submissions' },
];
