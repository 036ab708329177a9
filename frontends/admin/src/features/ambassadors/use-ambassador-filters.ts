import type { AmbassadorRole } from '@app/shared/platform';
import { useSearchParams } from '@app/ui/router';
import { useUrlFilters, type UrlFilter } from '../../lib/use-url-filters';
import { isProgressFilter, type ProgressFilter } from './ambassador-filters';

/** The list's audiences, as its address names them (?type=): the sidebar links to each (routes.ts). */
const ROLE_OF_TYPE = { student: 'student', fundraiser: 'fundraising_ambassador' } as const satisfies Record<string, AmbassadorRole>;
type AmbassadorType = keyof typeof ROLE_OF_TYPE;
const isAmbassadorType = (value: string | null): value is AmbassadorType => value !== null && Object.hasOwn(ROLE_OF_TYPE, value);

export type AmbassadorsTab = 'all' | 'new';
const isTab = (value: string): value is AmbassadorsTab => value === 'all' || value === 'new';

const FILTERS = {
  tab: { param: 'tab', initial: 'all', accepts: isTab },
  search: { param: 'q', initial: '' },
  progress: { param: 'progress', initial: 'all', accepts: isProgressFilter },
} satisfies Record<string, UrlFilter>;

/**
 * The ambassadors list's audience and filters, kept in its address (useUrlFilters): ?type=student|fundraiser
 * always (an address without one, or with one unknown, becomes the students'), then tab=new, q (the search
 * text) and progress when they are not the default.
 */
export function useAmbassadorFilters() {
  const [params] = useSearchParams();
  const givenType = params.get('type');
  const type = isAmbassadorType(givenType) ? givenType : 'student';
  const [filters, change] = useUrlFilters(FILTERS, { type });

  return {
    role: ROLE_OF_TYPE[type],
    ...filters,
    setTab: (tab: AmbassadorsTab) => change({ tab }),
    setSearch: (search: string) => change({ search }),
    setProgress: (progress: ProgressFilter) => change({ progress }),
  };
}
