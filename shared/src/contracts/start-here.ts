import * as z from 'zod';
import { myStartHereSchema, startHereCompletionsSchema } from '../start-here';
import { defineRoute } from './contract';

const fundraiserOnly = ['fundraising_ambassador'] as const;

/** The configuration hash the member's page was drawn with: a completion under an older one is refused. */
const configHash = z
  .string({ error: 'The configuration hash is required' })
  .length(16, 'The configuration hash must be 16 hexadecimal characters')
  .regex(/^[0-9a-f]{16}$/, 'The configuration hash must be 16 hexadecimal characters');

const stepParams = z.object({
  step_number: z.coerce
    .number({ error: 'The step number must be a whole number' })
    .int('The step number must be a whole number')
    .min(1, 'The step number must be 1 or more')
    .max(100, 'The step number must be 100 or less'),
});

const completionErrors = {
  stepNotFound: 'That step does not exist.',
  configChanged: 'The Start Here steps have changed. Please reload the page.',
} as const;

/** The portal's Start Here page: the steps resolved server-side, their templates, and the caller's completions. */
export const getMyStartHere = defineRoute({
  method: 'GET',
  path: '/api/me/start-here',
  access: fundraiserOnly,
  response: myStartHereSchema,
});

/** Checks a step: a completion record for the caller, the step, the configuration hash and the campaign. */
export const completeStartHereStep = defineRoute({
  method: 'PUT',
  path: '/api/me/start-here/completions/{step_number}',
  access: fundraiserOnly,
  params: stepParams,
  body: z.object({ config_hash: configHash }),
  response: startHereCompletionsSchema,
  errors: completionErrors,
});

/** Unchecks a step: its completion record is deleted. */
export const uncompleteStartHereStep = defineRoute({
  method: 'DELETE',
  path: '/api/me/start-here/completions/{step_number}',
  access: fundraiserOnly,
  params: stepParams,
  query: z.object({ config_hash: configHash }),
  response: startHereCompletionsSchema,
  errors: completionErrors,
});
