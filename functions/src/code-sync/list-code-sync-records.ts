import { codeSyncRecordsQuerySchema } from '@app/shared/sales';
import { json, signedInRoute, validate } from '#lib/http';
import { codeSyncRecords } from './code-sync';

/** GET /api/admin/code-sync/records?status=: the records table with each linked profile. */
export const handler = signedInRoute()
  .use(validate(codeSyncRecordsQuerySchema, 'query'))
  .handler(async ({ input }) => json(200, { records: await codeSyncRecords(input.status) }));
