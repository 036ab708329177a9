import * as z from 'zod';
import { adminOnly, defineRoute } from '../contracts/contract';
import { deadLetterSchema } from './dead-letter';
import { nextCursorSchema } from '../platform/paging';
import { idText } from '../platform/text';

/** The events no consumer could process, newest first, a page at a time. */
export const listDeadLetters = defineRoute({
  method: 'GET',
  path: '/api/admin/dead-letters',
  access: adminOnly,
  query: z.object({ cursor: idText('Cursor is required', 'Cursor').optional() }),
  response: z.object({ dead_letters: z.array(deadLetterSchema), next_cursor: nextCursorSchema }),
});

/** Replays one event on the bus, once: its consumers process it again (idempotently). */
export const redriveDeadLetter = defineRoute({
  method: 'POST',
  path: '/api/admin/dead-letters/{dead_letter_id}/redrive',
  access: adminOnly,
  audit: 'dead_letter.redriven',
  params: z.object({ dead_letter_id: idText('Dead letter id is required', 'Dead letter id') }),
  response: deadLetterSchema,
  errors: {
    notFound: 'This event is not in the dead-letter queue.',
    alreadyRedriven: 'This event has already been replayed.',
    noContract: 'This event matches no current event contract, so it cannot be replayed.',
  },
});

/** Replays every pending event, each once; what `npm run redrive` calls. */
export const redrivePending = defineRoute({
  method: 'POST',
  path: '/api/admin/dead-letters/redrive',
  access: adminOnly,
  audit: 'dead_letter.redriven',
  response: z.object({ redriven: z.number().int().nonnegative(), skipped: z.number().int().nonnegative() }),
});
