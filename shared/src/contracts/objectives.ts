import * as z from 'zod';
import { myObjectiveSchema, submissionSchema, submitWorkSchema, uploadRequestSchema, uploadTicketSchema } from '../objectives';
import { defineRoute } from './contract';

const studentOnly = ['student'] as const;

/** /objectives: every active student objective with the caller's progress; empty until they are approved. */
export const listMyObjectives = defineRoute({
  method: 'GET',
  path: '/api/me/objectives',
  access: studentOnly,
  response: z.object({ objectives: z.array(myObjectiveSchema) }),
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
  },
});
