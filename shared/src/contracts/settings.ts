import * as z from 'zod';
import { defineRoute } from './contract';

const autoSyncSchema = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) });

/** The auto-sync on sign-up toggle of the sync screen. */
export const getAutoSync = defineRoute({
  method: 'GET',
  path: '/api/admin/settings/auto-sync',
  access: ['admin'],
  response: autoSyncSchema,
});

export const putAutoSync = defineRoute({
  method: 'PUT',
  path: '/api/admin/settings/auto-sync',
  access: ['admin'],
  body: autoSyncSchema,
  response: autoSyncSchema,
});
