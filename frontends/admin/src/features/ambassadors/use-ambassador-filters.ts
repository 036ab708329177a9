import type { AmbassadorRole } from '@app/shared/platform';
import { useLocation, useSearchParams } from '@app/ui/router';
import { useEffect, useState } from 'react';
import { isProgressFilter, type ProgressFilter } from './ambassador-filters';

/** The list's audiences, as its address names them (?type=): the sidebar links to each (routes.ts). */
const ROLE_OF_TYPE = { student: 'student', fundraiser: 'fundraising_ambassador' } as const satisfies Record<string, AmbassadorRole>;
type AmbassadorType = keyof typeof ROLE_OF_TYPE;
const isAmbassadorType = (value: string | null): value is AmbassadorType => value !== null && Object.hasOwn(ROLE_OF_TYPE, value);

export type AmbassadorsTab = 'all' | 'new';

interface Filters {
  tab: AmbassadorsTab;
  search: string;
  progress: ProgressFilter;
}

function filtersOf(params: URLSearchParams): Filters {
  const progress = params.get('progress') ?? '';
  return {
    tab: params.get('tab') === 'new' ? 'new' : 'all',
    search: params.get('q') ?? '',
    progress: isProgressFilter(progress) ? progress : 'all',
  };
}

/** The address of a list: its type always, each filter only when it is not the default. */
function paramsOf(type: AmbassadorType, { tab, search, progress }: Filters): URLSearchParams {
  const params = new URLSearchParams({ type });
  if (tab !== 'all') params.set('tab', tab);
  if (search) params.set('q', search);
  if (progress !== 'all') params.set('progress', progress);
  return params;
}

/** Marks the addresses the list writes itself, to tell them from a link, Back or Forward. */
const WRITTEN_BY_LIST = 'ambassador-filters';

/**
 * The ambassadors list's audience and filters, kept in its address so a link, a bookmark or a reload shows
 * the same people (issue 45): ?type=student|fundraiser (an address without one, or with one unknown, becomes
 * the students'), then tab=new, q (the search text) and progress when they are not the default.
 *
 * The filters live in state, the address following them (replaced, not pushed: Back leaves the list rather
 * than undoing each keystroke). The router applies an address in a transition, which a search box typed
 * into cannot wait for. An address from elsewhere (a sidebar link, Back) sets the filters afresh.
 */
export function useAmbassadorFilters() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const givenType = params.get('type');
  const type = isAmbassadorType(givenType) ? givenType : 'student';
  const [filters, setFilters] = useState(() => filtersOf(params));
  const [readFrom, setReadFrom] = useState(location.key);
  if (location.key !== readFrom && location.state !== WRITTEN_BY_LIST) {
    setReadFrom(location.key);
    setFilters(filtersOf(params));
  }

  const write = (next: Filters) => setParams(paramsOf(type, next), { replace: true, state: WRITTEN_BY_LIST });
  const change = (next: Partial<Filters>) => {
    const changed = { ...filters, ...next };
    setFilters(changed);
    write(changed);
  };

  const missingType = givenType !== type;
  useEffect(() => {
    if (missingType) write(filters);
  });

  return {
    role: ROLE_OF_TYPE[type],
    ...filters,
    setTab: (tab: AmbassadorsTab) => change({ tab }),
    setSearch: (search: string) => change({ search }),
    setProgress: (progress: ProgressFilter) => change({ progress }),
  };
}
