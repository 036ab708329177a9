import * as z from 'zod';
import { fundraisingTemplateSchema } from '../templates';
import { defineRoute } from './contract';

/** The portal's Templates page: global templates and the member's campaign's own, by type then name. */
export const listMyTemplates = defineRoute({
  method: 'GET',
  path: '/api/me/templates',
  access: ['fundraising_ambassador'],
  response: z.object({ templates: z.array(fundraisingTemplateSchema) }),
});
