import * as z from 'zod';
import { defineRoute } from '../contracts/contract';

/** Whether every engine the API depends on answers: 200 when all do, 503 naming those that did not. */
export const getHealth = defineRoute({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  response: z.object({ status: z.enum(['ok', 'degraded']), engines: z.record(z.string(), z.enum(['ok', 'down'])) }),
});
