import * as z from 'zod';
import { adminOnly, defineRoute } from '../contracts/contract';
import { idText } from '../platform/text';
import {
  campaignStartHereStepsInputSchema,
  myStartHereSchema,
  startHereCompletionsSchema,
  startHereStepSchema,
  startHereStepsInputSchema,
  startHereTemplateChoicesSchema,
} from './start-here';

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

/**
 * A linked template the steps' members could not use. `{type}` is the step's template type: sms, email
 * or social.
 */
const templateErrors = {
  templateNotFound: 'That template does not exist.',
  socialTemplateNotFound: 'That social media template does not exist or is not active for fundraising ambassadors.',
  wrongTemplateType: 'That template is not a {type} template.',
  otherCampaignsTemplate: "That template belongs to another campaign, so this configuration's members cannot see it.",
} as const;

/** The global configuration: the stored steps, or the three global defaults when none is saved (`saved` false). */
const globalConfigSchema = z.object({ steps: z.array(startHereStepSchema), saved: z.boolean() });

/** Start Here Setup: the global configuration every campaign without its own uses. */
export const getStartHereSettings = defineRoute({
  method: 'GET',
  path: '/api/admin/start-here',
  access: adminOnly,
  response: globalConfigSchema,
});

/** Saves the global configuration; a new configuration hash resets every member's progress under it. */
export const putStartHereSettings = defineRoute({
  method: 'PUT',
  path: '/api/admin/start-here',
  access: adminOnly,
  audit: 'start_here.updated',
  body: z.object({ steps: startHereStepsInputSchema }),
  response: globalConfigSchema,
  errors: templateErrors,
});

/** The e-mail, SMS and social media templates a step may link: those the configuration's members can see. */
export const listStartHereTemplateChoices = defineRoute({
  method: 'GET',
  path: '/api/admin/start-here/template-choices',
  access: adminOnly,
  query: z.object({ campaign_id: idText('Choose a campaign', 'Campaign').optional() }),
  response: startHereTemplateChoicesSchema,
});

const campaignParams = z.object({ campaign_id: idText('Campaign not found', 'Campaign') });

/** A campaign's own steps; null when it uses the global configuration. */
const campaignConfigSchema = z.object({ campaign_id: z.string(), steps: z.array(startHereStepSchema).nullable() });

/** The Campaign Start Here configuration dialog (spec part 2, sections 2 and 4). */
export const getCampaignStartHere = defineRoute({
  method: 'GET',
  path: '/api/admin/campaigns/{campaign_id}/start-here',
  access: adminOnly,
  params: campaignParams,
  response: campaignConfigSchema,
  errors: { campaignNotFound: 'Campaign not found' },
});

/** Saves a campaign's own steps, or with `steps: null` clears them so the campaign uses the global configuration. */
export const putCampaignStartHere = defineRoute({
  method: 'PUT',
  path: '/api/admin/campaigns/{campaign_id}/start-here',
  access: adminOnly,
  audit: 'start_here.updated',
  params: campaignParams,
  body: z.object({ steps: campaignStartHereStepsInputSchema.nullable() }),
  response: campaignConfigSchema,
  errors: { campaignNotFound: 'Campaign not found', ...templateErrors },
});
