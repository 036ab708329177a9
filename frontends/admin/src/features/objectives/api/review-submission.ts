import { objectives, type RouteInput } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useSWRConfig } from 'swr';
import { allSubmissionsKeys } from './list-all-submissions';

type ReviewBody = RouteInput<typeof objectives.reviewSubmission>['body'];

/** Approves or rejects a submission still under review; answers it as it now stands. */
export function reviewSubmission(submissionId: string, body: ReviewBody) {
  return api(objectives.reviewSubmission, { params: { submission_id: submissionId }, body });
}

/** Reviews, then reloads every filtered list: the submission leaves Pending Review for Approved or Needs Revision. */
export function useReviewSubmission() {
  const { mutate } = useSWRConfig();
  return async (submissionId: string, body: ReviewBody) => {
    try {
      return await reviewSubmission(submissionId, body);
    } finally {
      // Also after a refusal: another admin may have reviewed it first.
      for (const key of allSubmissionsKeys()) void mutate(key);
    }
  };
}
