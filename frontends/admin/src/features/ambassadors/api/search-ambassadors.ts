import type { AmbassadorSearch } from '@app/shared/ambassadors';
import { ambassadors } from '@app/shared/contracts';
import { api, type ApiError } from '@app/ui/api';
import useSWR from 'swr';

/**
 * The ambassadors whose full name, last name or e-mail begins with `typed` (case aside), at most ten; with
 * `withoutCode`, only those who have no personal code yet (Create Code).
 */
export function searchAmbassadors(typed: string, withoutCode: boolean): Promise<AmbassadorSearch> {
  return api(ambassadors.searchAmbassadors, { query: { q: typed, without_code: withoutCode ? 'true' : 'false' } });
}

// Under the ambassadors' keys, so approving or deleting an ambassador searches again (refreshAmbassadorLists).
const searchKey = (typed: string, withoutCode: boolean) => ['admin', 'ambassadors', 'search', typed, withoutCode] as const;

/** The search for what is typed (nothing is asked before a letter is typed); the last answer stays while the next loads. */
export function useAmbassadorSearch(typed: string, withoutCode: boolean) {
  const trimmed = typed.trim();
  return useSWR<AmbassadorSearch, ApiError, ReturnType<typeof searchKey> | null>(
    trimmed ? searchKey(trimmed, withoutCode) : null,
    ([, , , q, onlyWithoutCode]) => searchAmbassadors(q, onlyWithoutCode),
    { keepPreviousData: true },
  );
}
