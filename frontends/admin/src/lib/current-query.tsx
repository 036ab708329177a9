import { useLocation } from '@app/ui/router';
import { screen } from '@testing-library/react';

/** For tests: the page's query, rendered beside it, to see what its address keeps (useUrlFilters). */
export function CurrentQuery() {
  const { search } = useLocation();
  return <output aria-label="current query">{search}</output>;
}

export const currentQuery = () => screen.getByRole('status', { name: 'current query' }).textContent;
