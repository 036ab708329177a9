import type { AdminSubmission, SubmissionFilter } from '@app/shared/admin';
import { objectives } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWR from 'swr';

/** The submissions a filter names (Pending Review, Approved, Needs Revision or all), newest first. */
export async function listAllSubmissions(status: SubmissionFilter): Promise<AdminSubmission[]> {
  return (await api(objectives.listAllSubmissions, { query: { status } })).submissions;
}

export const allSubmissionsKey = (status: SubmissionFilter) => ['admin', 'submissions', status] as const;

/** Whether an swr key is one of the lists above, whichever its filter. */
export const isAllSubmissionsKey = (key: unknown) => Array.isArray(key) && key[0] === 'admin' && key[1] === 'submissions';

export function useAllSubmissions(status: SubmissionFilter) {
  return useSWR<AdminSubmission[], Error>(allSubmissionsKey(status), () => listAllSubmissions(status));
}
