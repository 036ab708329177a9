import { deadLetters } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useCursorPages } from '@app/ui';
function listPage(cursor: string | undefined) {
  return api(deadLetters.listDeadLetters, { query: { cursor } });
}

/** Pages of dead letters, newest first. */
export function useDeadLetters() {
  return useCursorPages(['dead-letters'], listPage);
}

export function redriveDeadLetter(id: string) {
  return api(deadLetters.redriveDeadLetter, { params: { dead_letter_id: id } });
}

export function redrivePending() {
  return api(deadLetters.redrivePending);
}
