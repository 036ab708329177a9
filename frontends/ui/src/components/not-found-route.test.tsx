import { renderAt } from '@app/ui/testing';
import { screen } from '@testing-library/react';
import { NotFoundRoute, OwnsPathContext } from './not-found-route';

describe('NotFoundRoute', () => {
  it('shows the not-found page on a path this micro-frontend owns', () => {
    renderAt('/admin/nowhere', <NotFoundRoute />);

    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  });

  it('shows nothing on a path another micro-frontend owns, while single-spa swaps them', () => {
    renderAt(
      '/objectives',
      <OwnsPathContext.Provider value={(pathname) => pathname.startsWith('/admin')}>
        <NotFoundRoute />
      </OwnsPathContext.Provider>,
    );

    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });
});
