import { SUBMISSION_FILTERS, type AdminSubmissionsPage, type SubmissionFilter } from '@app/shared/objectives';
import { objectives } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { pagesKey, useCursorPages } from '@app/ui';

/** One page of the submissions a filter names (Pending Review, Approved, Needs Revision or all), newest first. */
export function listAllSubmissions(status: SubmissionFilter, cursor: string | undefined): Promise<AdminSubmissionsPage> {
  return api(objectives.listAllSubmissions, { query: { status, cursor } });
}

const scopeOf = (status: SubmissionFilter) => ['admin', 'submissions', status];

/** The swr keys of every filter's pages, for a mutation to reload them all. */
export const allSubmissionsKeys = () => SUBMISSION_FILTERS.map((status) => pagesKey(scopeOf(status)));

/** A filter's pages loaded so far. */
export function useAllSubmissions(status: SubmissionFilter) {
  return useCursorPages(scopeOf(status), (cursor) => listAllSubmissions(status, cursor));
}
