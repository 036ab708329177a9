import * as z from 'zod';
import { adminOnly, defineRoute } from '../contracts/contract';
import {
  adminSubmissionSchema,
  adminSubmissionsPageSchema,
  adminSubmissionsQuerySchema,
  objectiveInputSchema,
  reviewSchema,
} from './admin-objectives';
import {
  AUTO_SALE_NOT_SUBMITTABLE,
  myObjectiveSchema,
  objectiveSchema,
  submissionSchema,
  submitWorkSchema,
  uploadRequestSchema,
  uploadTicketSchema,
} from './objectives';
import { idText } from '../platform/text';

const studentOnly = ['student'] as const;

/**
 * /objectives: every active student objective with the caller's progress (empty until they are
 * approved), and their shirts sold, which Auto Sale objectives count toward.
 */
export const listMyObjectives = defineRoute({
  method: 'GET',
  path: '/api/me/objectives',
  access: studentOnly,
  response: z.object({ objectives: z.array(myObjectiveSchema), units_sold: z.number() }),
});

/** /submissions: the caller's submissions, newest first, each with its objective's status now. */
export const listMySubmissions = defineRoute({
  method: 'GET',
  path: '/api/me/submissions',
  access: studentOnly,
  response: z.object({ submissions: z.array(submissionSchema) }),
});

/** A presigned upload for a proof file: type and size are checked here, and again when the work is submitted. */
export const requestUpload = defineRoute({
  method: 'POST',
  path: '/api/me/uploads',
  access: studentOnly,
  body: uploadRequestSchema,
  response: uploadTicketSchema,
  status: 201,
});

/** Submit Work: the submission and the objective's move to submitted, in one transaction. */
export const submitWork = defineRoute({
  method: 'POST',
  path: '/api/me/submissions',
  access: studentOnly,
  body: submitWorkSchema,
  response: submissionSchema,
  status: 201,
  errors: {
    notSubmittable: 'You can only submit work for an objective that is in progress or needs revision.',
    linkRequired: 'This objective needs a link as proof. Please enter a valid URL.',
    fileMissing: 'The uploaded file was not found. Please upload it again.',
    completesItself: AUTO_SALE_NOT_SUBMITTABLE,
  },
});

/** The admin's objectives table: every objective, by target role then number. */
export const listAllObjectives = defineRoute({
  method: 'GET',
  path: '/api/admin/objectives',
  access: adminOnly,
  response: z.object({ objectives: z.array(objectiveSchema) }),
});

export const createObjective = defineRoute({
  method: 'POST',
  path: '/api/admin/objectives',
  access: adminOnly,
  audit: 'objective.created',
  body: objectiveInputSchema,
  response: objectiveSchema,
  status: 201,
  errors: { numberTaken: 'Another objective for this role already has that number.' },
});

/** Edits an objective; the active toggle sends the objective with is_active flipped. */
export const updateObjective = defineRoute({
  method: 'PUT',
  path: '/api/admin/objectives/{objective_id}',
  access: adminOnly,
  audit: 'objective.updated',
  params: z.object({ objective_id: idText('Objective is required', 'Objective') }),
  body: objectiveInputSchema,
  response: objectiveSchema,
  errors: { notFound: 'Objective not found', numberTaken: 'Another objective for this role already has that number.' },
});

/**
 * Submissions review, a page at a time, newest first: Pending Review, Approved, Rejected (needs revision)
 * or all; each objective of an ambassador once, with its latest submission. A cursor continues only the
 * filter it came from.
 */
export const listAllSubmissions = defineRoute({
  method: 'GET',
  path: '/api/admin/submissions',
  access: adminOnly,
  query: adminSubmissionsQuerySchema,
  response: adminSubmissionsPageSchema,
  errors: { badCursor: 'The page cursor is not valid.' },
});

/**
 * Approve (approved, approved_at, and the next active objective by number assigned, in one transaction)
 * or reject (needs revision with the feedback, approved_at cleared); only while the objective is submitted.
 */
export const reviewSubmission = defineRoute({
  method: 'POST',
  path: '/api/admin/submissions/{submission_id}/review',
  access: adminOnly,
  audit: 'submission.reviewed',
  params: z.object({ submission_id: idText('Submission is required', 'Submission') }),
  body: reviewSchema,
  response: adminSubmissionSchema,
  errors: { notFound: 'Submission not found', notSubmitted: 'This submission has already been reviewed.' },
});
