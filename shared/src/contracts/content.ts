import * as z from 'zod';
import { assetSchema, socialTemplateSchema } from '../content';
import { defineRoute } from './contract';

const ambassadors = ['student', 'fundraising_ambassador'] as const;

/** Brand assets for the caller's role (and for everyone), newest first. */
export const listMyAssets = defineRoute({
  method: 'GET',
  path: '/api/me/assets',
  access: ambassadors,
  response: z.object({ assets: z.array(assetSchema) }),
});

/** Active social media templates for the caller's role (and for everyone), newest first. */
export const listMySocialTemplates = defineRoute({
  method: 'GET',
  path: '/api/me/social-templates',
  access: ambassadors,
  response: z.object({ templates: z.array(socialTemplateSchema) }),
});
