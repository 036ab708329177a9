import { deadLetters } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWRInfinite from 'swr/infinite';

type Page = Awaited<ReturnType<typeof listPage>>;

function listPage(cursor: string | undefined) {
  return api(deadLetters.listDeadLetters, { query: { cursor } });
}

/** Pages of dead letters, newest first: the first page's key has no cursor, each next one the previous page's. */
export function useDeadLetters() {
  return useSWRInfinite<Page, Error>(
    (index: number, previous: Page | null) => {
      if (previous && !previous.cursor) return null;
      return ['dead-letters', index === 0 ? undefined : (previous?.cursor ?? undefined)] as const;
    },
    ([, cursor]: readonly [string, string | undefined]) => listPage(cursor),
  );
}

export function redriveDeadLetter(id: string) {
  return api(deadLetters.redriveDeadLetter, { params: { dead_letter_id: id } });
}

export function redrivePending() {
  return api(deadLetters.redrivePending);
}
