import { renderAt } from '@app/ui/testing';
import { screen } from '@testing-library/react';
import { AccountDeletedPage } from './account-deleted-page';

jest.mock('@app/ui/auth', () => jest.requireActual('@app/ui/testing').fakeAuthModule());

describe('AccountDeletedPage', () => {
  it('says the account was deleted, what stays, and links to sign in', () => {
    renderAt('/account-deleted', <AccountDeletedPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Your account was deleted' })).toBeInTheDocument();
    expect(screen.getByText(/stay in your campaign's totals, without your name/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/auth');
  });
});
