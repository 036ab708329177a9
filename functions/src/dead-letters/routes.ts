import { deadLetters } from '@app/shared/contracts';
import { route } from '#lib/http';
import { listDeadLetters } from './dead-letter-data';
import { redriveDeadLetter, redrivePending } from './dead-letters';

/** The dead-letter queue as admins see it (admins only, by contract). */
export const deadLetterRoutes = [
  route(deadLetters.listDeadLetters, ['table:read'], async ({ input }) => {
    const page = await listDeadLetters(input.query.cursor);
    return { dead_letters: page.deadLetters, next_cursor: page.cursor };
  }),
  route(deadLetters.redriveDeadLetter, ['table:read', 'table:write', 'events:put'], ({ input }) =>
    redriveDeadLetter(input.params.dead_letter_id),
  ),
  route(deadLetters.redrivePending, ['table:read', 'table:write', 'events:put'], () => redrivePending()),
];
