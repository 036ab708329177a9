import { SUBMISSION_FILTERS, type AdminSubmissionsPage, type SubmissionFilter } from '@app/shared/objectives';
import { objectives } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';

/** One page of the submissions a filter names (Pending Review, Approved, Needs Revision or all), newest first. */
export function listAllSubmissions(status: SubmissionFilter, cursor: string | undefined): Promise<AdminSubmissionsPage> {
  return api(objectives.listAllSubmissions, { query: { status, cursor } });
}

type PageKey = readonly ['admin', 'submissions', SubmissionFilter, string | undefined];

/** A filter's pages: the first page's key has no cursor, each next one the previous page's cursor; none after the last. */
const pageKeysOf =
  (status: SubmissionFilter) =>
  (index: number, previous: AdminSubmissionsPage | null): PageKey | null => {
    if (previous && !previous.next_cursor) return null;
    return ['admin', 'submissions', status, index === 0 ? undefined : (previous?.next_cursor ?? undefined)];
  };

/** The swr keys of every filter's pages, for a mutation to reload them all. */
export const allSubmissionsKeys = () => SUBMISSION_FILTERS.map((status) => unstable_serialize(pageKeysOf(status)));

export function useAllSubmissions(status: SubmissionFilter) {
  return useSWRInfinite<AdminSubmissionsPage, Error>(pageKeysOf(status), ([, , filter, cursor]: PageKey) =>
    listAllSubmissions(filter, cursor),
  );
}
